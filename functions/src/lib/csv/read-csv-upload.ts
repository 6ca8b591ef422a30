import type { CsvUploadBody } from '@tessera/shared';
import {
  CsvFileProblem,
  openCsvRows,
  type CsvProblem,
  type CsvReadOptions,
  type CsvRow,
  type CsvFile,
  type CsvEncoding,
} from './open-csv-rows';

/** The file's bytes as sent: base64, or text (a client that read the file as text), as UTF-8. */
export function uploadedBytes(body: CsvUploadBody): Uint8Array {
  if (body.content_base64 !== undefined) return Buffer.from(body.content_base64, 'base64');
  return Buffer.from(body.content ?? '', 'utf8');
}

export type CsvUpload<Name extends string> =
  | {
      ok: true;
      header: Extract<CsvFile<Name>, { ok: true }>['header'];
      /** How the file was read: its encoding and separator, as the results name them. */
      file: { encoding: CsvEncoding; separator: 'comma' | 'semicolon' | 'tab' };
      /** Every row, or the first `maxRows` + 1 when there are more (`tooMany`). */
      rows: CsvRow<Name>[];
      tooMany: boolean;
    }
  | { ok: false; problem: CsvProblem };

/**
 * A file sent in a request body (the synchronous imports), read whole through openCsvRows before anything is
 * written, so a file that turns out not to be CSV on its last line is refused as a whole. Stops reading past
 * `maxRows` + 1 rows.
 */
export async function readCsvUpload<Name extends string>(
  body: CsvUploadBody,
  options: CsvReadOptions<Name> & { maxRows: number },
): Promise<CsvUpload<Name>> {
  const file = await openCsvRows([uploadedBytes(body)], options);
  if (!file.ok) return { ok: false, problem: file.problems[0] as CsvProblem };
  const rows: CsvRow<Name>[] = [];
  try {
    for await (const row of file.rows) {
      rows.push(row);
      if (rows.length > options.maxRows) break;
    }
  } catch (error) {
    if (error instanceof CsvFileProblem) return { ok: false, problem: error.problem };
    throw error;
  }
  const separator = file.delimiter === ';' ? 'semicolon' : file.delimiter === '\t' ? 'tab' : 'comma';
  return {
    ok: true,
    header: file.header,
    file: { encoding: file.encoding(), separator },
    rows,
    tooMany: rows.length > options.maxRows,
  };
}
