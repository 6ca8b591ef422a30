import { Readable } from 'node:stream';
import type { Locale } from '@tessera/shared';
import { CsvError, parse, type Parser } from 'csv-parse';
import { decodeText, NotTextFile, type CsvEncoding } from './decode';
import { headerKey, readCell, type CsvColumn, type CsvProblem, type CsvValue } from './values';

export type { CsvEncoding } from './decode';
export type { CsvColumn, CsvColumnType, CsvProblem, CsvValue } from './values';

/**
 * Every import file is read here (docs/imports.md, ADR 0008 amended by issue 24): its encoding detected and
 * decoded (decode.ts), its separator sniffed, its header matched to the import's columns in any case and
 * spacing, and each row's cells read as their columns say, with each problem by row and column as a catalogue
 * key. The file streams through csv-parse's Node stream API with backpressure: nothing holds more than a chunk
 * and the rows the consumer has not taken yet, whatever the file's size.
 */

export type CsvDelimiter = ',' | ';' | '\t';
export const CSV_DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];

/** Most problems an import keeps to report (spec 2 §9: "CSV import max errors: 1000"); the rest are counted. */
export const CSV_IMPORT_MAX_ERRORS = 1000;

export type CsvSource = AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string> | NodeJS.ReadableStream;

export interface CsvReadOptions<Name extends string> {
  columns: readonly CsvColumn<Name>[];
  /** The organisation's language: the order a date such as 08/05/2026 is read in (en month first, es day first). */
  locale: Locale;
}

export interface CsvRow<Name extends string> {
  /** The row's number as a spreadsheet shows it: the header is row 1, a cell with line breaks is one row. */
  row: number;
  /** Each column's value (null when blank); a column with a problem is left out. */
  values: Partial<Record<Name, CsvValue | null>>;
  /** What is wrong with the row; empty when it can be imported. */
  problems: CsvProblem[];
}

export interface CsvHeader<Name extends string> {
  /** The columns the file has, each with its header as the file spells it. */
  columns: Partial<Record<Name, string>>;
  /** Header cells that are no column of this import: read past, named in the result. */
  ignored: string[];
}

export type CsvFile<Name extends string> =
  | {
      ok: true;
      /** The encoding read; final once `rows` has been read to its end. */
      encoding: () => CsvEncoding;
      delimiter: CsvDelimiter;
      header: CsvHeader<Name>;
      /** The rows after the header, blank rows left out. Throws CsvFileProblem where the file stops being CSV. */
      rows: AsyncGenerator<CsvRow<Name>>;
    }
  | { ok: false; problems: CsvProblem[] };

/** The file cannot be read on from here (a quote not closed, text after a closing quote): the whole file is bad. */
export class CsvFileProblem extends Error {
  constructor(readonly problem: CsvProblem) {
    super(problem.code);
    this.name = 'CsvFileProblem';
  }
}

const fileProblem = (code: CsvProblem['code'], params: CsvProblem['params'] = {}, column: string | null = null) => ({
  column,
  code,
  params,
});

/** Enough text to sniff the separator: the first few lines, or 64 KB. */
const SNIFF_LINES = 5;
const SNIFF_CHARACTERS = 64 * 1024;

/** The lines at the start of `text`, each with its count of each separator outside double quotes. */
function separatorCounts(text: string): Array<Record<CsvDelimiter, number>> {
  const lines: Array<Record<CsvDelimiter, number>> = [];
  let counts: Record<CsvDelimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let at = 0; at < text.length && lines.length < SNIFF_LINES; at += 1) {
    const character = text[at] as string;
    if (character === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (character === ',' || character === ';' || character === '\t') counts[character] += 1;
    else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[at + 1] === '\n') at += 1;
      lines.push(counts);
      counts = { ',': 0, ';': 0, '\t': 0 };
    }
  }
  if (lines.length < SNIFF_LINES) lines.push(counts);
  return lines;
}

/**
 * The separator: the one the header uses; when it uses more than one (a header "name;city, state"), the one
 * every following line uses as often as the header; then the most used; comma when the header has none (a
 * file of one column).
 */
export function sniffDelimiter(head: string): CsvDelimiter {
  const [header, ...rest] = separatorCounts(head);
  if (!header) return ',';
  const used = CSV_DELIMITERS.filter((delimiter) => header[delimiter] > 0);
  if (used.length <= 1) return used[0] ?? ',';
  const full = rest.filter((line) => CSV_DELIMITERS.some((delimiter) => line[delimiter] > 0));
  const steady = used.filter((delimiter) => full.every((line) => line[delimiter] === header[delimiter]));
  const pool = steady.length > 0 ? steady : used;
  return pool.reduce((best, delimiter) => (header[delimiter] > header[best] ? delimiter : best));
}

/** Whether `text` holds a line break outside quotes followed by a whole next line (enough to sniff). */
function hasLines(text: string, lines: number): boolean {
  return separatorCounts(text).length >= lines && /[\r\n]/.test(text);
}

const csvError = (error: unknown, line: number): CsvProblem => {
  if (!(error instanceof CsvError)) throw error;
  const reason =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? 'unclosed_quote'
      : error.code === 'CSV_INVALID_CLOSING_QUOTE'
        ? 'after_closing_quote'
        : error.code === 'INVALID_OPENING_QUOTE'
          ? 'quote_in_field'
          : 'other';
  return fileProblem('csv.file.unreadable', { reason, line });
};

/** Lines a record takes: one, plus one per line break inside its cells (a CRLF counts once). */
const linesOf = (record: readonly string[]): number =>
  record.reduce((lines, cell) => lines + (cell.match(/\n/g)?.length ?? 0), 1);

/** Matches the header row to the import's columns; the problems make the whole file refused. */
function matchHeader<Name extends string>(
  cells: readonly string[],
  columns: readonly CsvColumn<Name>[],
): { header: CsvHeader<Name>; positions: Array<[CsvColumn<Name>, number]>; problems: CsvProblem[] } {
  const byKey = new Map<string, CsvColumn<Name>>();
  for (const column of columns)
    for (const spelling of [column.name, ...(column.aliases ?? [])]) byKey.set(headerKey(spelling), column);
  const header: CsvHeader<Name> = { columns: {}, ignored: [] };
  const positions: Array<[CsvColumn<Name>, number]> = [];
  const problems: CsvProblem[] = [];
  cells.forEach((cell, index) => {
    const written = cell.normalize('NFC').trim();
    const column = byKey.get(headerKey(written));
    if (!column) {
      if (written !== '') header.ignored.push(written);
      return;
    }
    const earlier = header.columns[column.name];
    if (earlier !== undefined) {
      problems.push(
        fileProblem(
          'csv.header.duplicate_column',
          { first: earlier, second: written, column: column.name },
          column.name,
        ),
      );
      return;
    }
    header.columns[column.name] = written;
    positions.push([column, index]);
  });
  for (const column of columns)
    if (column.required && header.columns[column.name] === undefined)
      problems.push(fileProblem('csv.header.missing_column', { column: column.name }, column.name));
  return { header, positions, problems };
}

/**
 * Opens an import file: reads up to its header and answers what it found (encoding so far, separator, columns)
 * and its rows as an async generator, or the problems that refuse the whole file before any row (not text, no
 * header, a required column missing or given twice). Each row's problems are its own: the consumer imports the
 * rows without problems and reports the others. Rows are read as the consumer takes them (backpressure), so a
 * file of any size streams; breaking out of `rows` closes the source.
 */
export async function openCsvRows<Name extends string>(
  source: CsvSource,
  options: CsvReadOptions<Name>,
): Promise<CsvFile<Name>> {
  const decoded = decodeText(source as AsyncIterable<Uint8Array | string>);
  let head = '';
  let more = true;
  try {
    while (head.length < SNIFF_CHARACTERS && !hasLines(head, SNIFF_LINES)) {
      const next = await decoded.text.next();
      if (next.done) {
        more = false;
        break;
      }
      head += next.value;
    }
  } catch (error) {
    if (!(error instanceof NotTextFile)) throw error;
    return {
      ok: false,
      problems: [fileProblem(error.kind === 'spreadsheet' ? 'csv.file.spreadsheet' : 'csv.file.not_text')],
    };
  }
  if (head.trim() === '' && !more) return { ok: false, problems: [fileProblem('csv.file.empty')] };

  const delimiter = sniffDelimiter(head);
  const text = async function* () {
    yield head;
    if (more) yield* decoded.text;
  };
  const input = Readable.from(text(), { objectMode: false });
  const parser: Parser = parse({
    delimiter,
    quote: '"',
    escape: '"',
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    skip_empty_lines: false,
  });
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<string[]>;
  const close = () => {
    input.destroy();
    parser.destroy();
  };

  let line = 1;
  let seen = 0;
  const nextRecord = async (): Promise<string[] | undefined> => {
    try {
      const next = await records.next();
      if (next.done) return undefined;
      seen += 1;
      return next.value;
    } catch (error) {
      if (error instanceof NotTextFile) throw error;
      // Records csv-parse had queued when it met the error are dropped with the stream: count them a line each.
      const before = error instanceof CsvError && typeof error.records === 'number' ? error.records : seen;
      throw new CsvFileProblem(csvError(error, line + Math.max(0, before - seen)));
    }
  };

  let headerCells: string[] | undefined;
  try {
    headerCells = await nextRecord();
  } catch (error) {
    close();
    if (error instanceof CsvFileProblem) return { ok: false, problems: [error.problem] };
    throw error;
  }
  if (!headerCells || headerCells.every((cell) => cell.trim() === '')) {
    close();
    return { ok: false, problems: [fileProblem('csv.file.empty')] };
  }
  line += linesOf(headerCells);
  const { header, positions, problems } = matchHeader(headerCells, options.columns);
  if (problems.length > 0) {
    close();
    return { ok: false, problems };
  }
  const width = headerCells.length;

  async function* rows(): AsyncGenerator<CsvRow<Name>> {
    let row = 1;
    try {
      for (let cells = await nextRecord(); cells; cells = await nextRecord()) {
        row += 1;
        line += linesOf(cells);
        if (cells.every((cell) => cell.trim() === '')) continue;
        const values: Partial<Record<Name, CsvValue | null>> = {};
        const rowProblems: CsvProblem[] = [];
        for (const [column, index] of positions) {
          const read = readCell(column, cells[index] ?? '', {
            row,
            header: header.columns[column.name] as string,
            locale: options.locale,
          });
          if ('problem' in read) rowProblems.push(read.problem);
          else values[column.name] = read.value;
        }
        // Cells past the header's last column: a value holding the separator without quotes shifted the row.
        if (cells.slice(width).some((cell) => cell.trim() !== ''))
          rowProblems.push(
            fileProblem('csv.row.extra_cells', {
              row,
              cells: cells.length,
              columns: width,
              delimiter: delimiter === '\t' ? 'tab' : delimiter === ';' ? 'semicolon' : 'comma',
            }),
          );
        yield { row, values, problems: rowProblems };
      }
    } finally {
      close();
    }
  }

  return { ok: true, encoding: decoded.encoding, delimiter, header, rows: rows() };
}
