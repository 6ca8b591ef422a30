import { csvRowStream } from '@tessera/shared';

/** One data row of an import file: its line in the file (the header is 1) and its cells by header name. */
export interface ImportRow {
  line: number;
  /** Cells by the header's names, trimmed and lower-cased. */
  values: Record<string, string>;
}

/**
 * THE seam between the import jobs and the file reader (issue 24): the rows of an uploaded file, read as they
 * arrive (csv-parse through shared's csvRowStream, UTF-8, comma-separated), never the whole file at once.
 * Throws shared's CsvProblem where the file stops being CSV. The streaming reader of branch i24-files
 * (encoding detection, separator sniffing, typed columns, dates) replaces this function's body and keeps its
 * shape; nothing else of the jobs reads bytes.
 */
export function readImportRows(bytes: AsyncIterable<Uint8Array>): AsyncIterable<ImportRow> {
  return csvRowStream(bytes);
}
