import type { ImportColumn, Locale } from '@tessera/shared';
import type { ImportProblem } from '../../db/imports/imports';
import {
  openCsvRows,
  type CsvDelimiter,
  type CsvEncoding,
  type CsvProblem,
  type CsvRow,
} from '../../lib/csv/open-csv-rows';
import { rowError, type ImportCellType, type RowError } from './kinds/kind';

/** One data row of an import file: its row as a spreadsheet numbers it (the header is 1) and its cells. */
export interface ImportRow {
  line: number;
  /**
   * Each of the kind's columns by its template name: the cell trimmed and in NFC, '' when blank or absent; a
   * typed cell (the kind's `cells`) normalised as a string (a date YYYY-MM-DD, a boolean 'true' or 'false'), or
   * as written when it is not what its column holds (the row then has its `problem`).
   */
  values: Record<string, string>;
  /** What the reader found wrong with the row (a "�", cells past the header's): the row is refused with it. */
  problem?: RowError;
}

export type ImportSeparator = 'comma' | 'semicolon' | 'tab';

export type ImportFile =
  | {
      ok: true;
      /** The encoding read; final once `rows` has been read to its end. */
      encoding: () => CsvEncoding;
      separator: ImportSeparator;
      rows: AsyncIterable<ImportRow>;
    }
  | { ok: false; problem: ImportProblem };

const SEPARATORS: Record<CsvDelimiter, ImportSeparator> = { ',': 'comma', ';': 'semicolon', '\t': 'tab' };

/**
 * A whole-file problem of the reader as the import log keeps it: the platform's own codes where it has one
 * (missing_column, no_rows), else the reader's catalogue key itself (csv.file.*: not text, a workbook, a quote
 * never closed, a column given twice), which the log translates as it does every code.
 */
export function fileProblemOf(problem: CsvProblem): ImportProblem {
  if (problem.code === 'csv.header.missing_column')
    return { code: 'missing_column', params: { column: problem.column ?? '' } };
  if (problem.code === 'csv.file.empty' || problem.code === 'csv.file.no_rows') return { code: 'no_rows', params: {} };
  return { code: problem.code, params: problem.params };
}

/** A row's first problem from the reader: a blank required cell is the platform's `required`, else the reader's key. */
function rowProblemOf(problem: CsvProblem): RowError {
  if (problem.code === 'csv.row.required') return rowError('required', problem.column);
  return { code: problem.code, column: problem.column, params: problem.params };
}

/**
 * THE seam between the import jobs and the file reader (functions/src/lib/csv, docs/imports.md): the file's
 * encoding detected (UTF-8 with or without BOM, UTF-16 with BOM, Windows-1252), its separator sniffed, its
 * header matched to the kind's columns in any case and spacing (a required column missing refuses the file),
 * and its rows read as they arrive, never the whole file at once. Each cell is read as its type in `cells`
 * says (text when the kind names none): a row's first bad cell is its problem, with the reader's sentence
 * naming the row; dates are read ISO 8601 or in `locale`'s order. Throws the reader's CsvFileProblem where the
 * file stops being CSV.
 */
export async function openImportFile(
  bytes: AsyncIterable<Uint8Array>,
  columns: readonly ImportColumn[],
  locale: Locale,
  cells: Readonly<Record<string, ImportCellType>> = {},
): Promise<ImportFile> {
  const file = await openCsvRows(bytes, {
    columns: columns.map((column) => ({
      ...(cells[column.name] ?? { type: 'text' as const }),
      name: column.name,
      required: column.required,
      ...(column.aliases ? { aliases: column.aliases } : {}),
    })),
    locale,
  });
  if (!file.ok) return { ok: false, problem: fileProblemOf(file.problems[0] as CsvProblem) };
  async function* rows(source: AsyncIterable<CsvRow<string>>): AsyncGenerator<ImportRow> {
    for await (const row of source) {
      // A cell the reader refused is left out of its values: it is kept as written (its problem's `value`), so
      // the error report shows the row as the file had it.
      const written = new Map(
        row.problems.flatMap((problem) =>
          problem.column ? [[problem.column, String(problem.params.value ?? '')]] : [],
        ),
      );
      const values = Object.fromEntries(
        columns.map((column) => [column.name, String(row.values[column.name] ?? written.get(column.name) ?? '')]),
      );
      // Cells past the header's shift the row's cells: that is its problem, not what the shifted cells hold.
      const first = row.problems.find((problem) => problem.code === 'csv.row.extra_cells') ?? row.problems[0];
      yield { line: row.row, values, ...(first ? { problem: rowProblemOf(first) } : {}) };
    }
  }
  const source = file.rows;
  return { ok: true, encoding: file.encoding, separator: SEPARATORS[file.delimiter], rows: rows(source) };
}
