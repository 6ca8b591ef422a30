import { importErrorKey, message, toCsvRecord, type ImportErrorCode, type MessageKey } from '@tessera/shared';
import { putObjectStream } from '../../adapters/object-storage';
import { eachImportChunk, getImportJob, type ImportJob } from '../../db/imports/imports';
import { finishImport } from '../../db/imports/import-changes';
import { deleteChunks, readChunk, reportKey } from './chunk-store';
import { IMPORT_KIND_RULES } from './kinds';
import type { ChunkRow } from './kinds/kind';

/** The sentence of a code in a language, with its params. */
export const importErrorSentence = (
  code: string,
  locale: ImportJob['locale'],
  params: Record<string, string | number>,
) => message(importErrorKey(code as ImportErrorCode) as MessageKey, locale, params);

/** A chunk object gone while the report was written: another delivery finished the run and removed them. */
class FinishedElsewhere extends Error {}

/** Report lines gathered before they go to the upload as one piece (the upload cuts them into its parts). */
const REPORT_PIECE_CHARACTERS = 64 * 1024;

/**
 * The error report's lines, in file order (the spec's aggregation log): a header, then every refused row as the
 * file had it under the kind's columns (so it can be corrected and imported again: the columns after them are
 * ignored on import), its line, the column at fault, the error code and its sentence in the starter's
 * language; a chunk that failed for good is one line naming its rows. Read page by page (the chunks' outcome
 * items, 20 a page) and chunk by chunk (the object of a chunk with errors, for the rows' values), so it holds
 * one page of outcomes and one chunk's rows at a time, whatever the run's size. Every cell goes through the
 * shared CSV writer (formula escaping). `counted.rows` is the report's rows once it has been read to its end.
 */
async function* errorReportLines(job: ImportJob, counted: { rows: number }): AsyncGenerator<string> {
  const { organizationId, importId, locale } = job;
  // A OneRoster bundle's report has no file columns: each line names its file and column (classes.csv: title).
  const kindColumns = job.kind === 'oneroster' ? [] : IMPORT_KIND_RULES[job.kind].columns;
  const columns = kindColumns.map((column) => column.name);
  // A secret column (a users file's password) is left blank: the report is a download, kept for days.
  const secret = new Set(kindColumns.filter((column) => column.secret).map((column) => column.name));
  const say = (key: MessageKey) => message(key, locale);
  yield (
    '\uFEFF' +
    toCsvRecord([
      ...columns,
      say('imports.report.line'),
      say('imports.report.column'),
      say('imports.report.code'),
      say('imports.report.error'),
    ])
  );
  for await (const chunk of eachImportChunk(organizationId, importId)) {
    if (chunk.state === 'failed') {
      const params = { first: chunk.firstLine, last: chunk.lastLine };
      counted.rows += 1;
      yield toCsvRecord([
        ...columns.map(() => ''),
        `${chunk.firstLine}-${chunk.lastLine}`,
        '',
        'chunk_failed',
        importErrorSentence('chunk_failed', locale, params),
      ]);
      continue;
    }
    if (chunk.errors.length === 0) continue;
    const chunkRows = await readChunk(organizationId, importId, chunk.chunk);
    if (!chunkRows) throw new FinishedElsewhere();
    const byLine = new Map<number, ChunkRow>(chunkRows.map((row) => [row.line, row]));
    for (const error of [...chunk.errors].sort((a, b) => a.line - b.line)) {
      const values = byLine.get(error.line)?.values ?? {};
      counted.rows += 1;
      yield toCsvRecord([
        ...columns.map((column) => (secret.has(column) ? '' : (values[column] ?? ''))),
        error.line,
        error.column ?? '',
        error.code,
        importErrorSentence(error.code, locale, error.params),
      ]);
    }
  }
}

/** Lines gathered into pieces of about REPORT_PIECE_CHARACTERS, as UTF-8. */
async function* utf8Pieces(lines: AsyncIterable<string>): AsyncGenerator<Uint8Array> {
  let piece = '';
  for await (const line of lines) {
    piece += line;
    if (piece.length >= REPORT_PIECE_CHARACTERS) {
      yield Buffer.from(piece, 'utf8');
      piece = '';
    }
  }
  if (piece !== '') yield Buffer.from(piece, 'utf8');
}

/**
 * Writes the error report, streamed to S3 as it is read (putObjectStream: one PutObject under 5 MB, a multipart
 * upload above), or nothing when no row was refused (the log's failed count says so before anything is read). A
 * redelivered finish writes the same object again.
 */
async function writeErrorReport(job: ImportJob): Promise<{ key: string | null; rows: number }> {
  if (job.failedCount === 0) return { key: null, rows: 0 };
  const key = reportKey(job.organizationId, job.importId);
  const counted = { rows: 0 };
  await putObjectStream(key, utf8Pieces(errorReportLines(job, counted)), 'text/csv; charset=utf-8');
  return { key, rows: counted.rows };
}

/**
 * Ends the run once every chunk is recorded (done or failed for good): the error report written, then the log
 * finished (or left in exception, finishing it) in one conditioned update, then the chunk objects removed.
 * Called after each chunk's outcome, and again by a redelivered chunk that finds itself done (a container that
 * died between its chunk's outcome and the finish). False while chunks are still to come or when another
 * delivery finished it.
 */
export async function finishIfComplete(organizationId: string, importId: string): Promise<boolean> {
  const job = await getImportJob(organizationId, importId, { consistent: true });
  if (!job || job.chunkCount === null || job.chunksDone < job.chunkCount || job.finishedAt !== null) return false;
  let report: { key: string | null; rows: number };
  try {
    report = await writeErrorReport(job);
  } catch (error) {
    const again =
      error instanceof FinishedElsewhere ? await getImportJob(organizationId, importId, { consistent: true }) : null;
    if (again?.finishedAt) return false;
    throw error;
  }
  const finished = await finishImport(job, report, new Date().toISOString());
  if (finished) await deleteChunks(organizationId, importId, job.chunkCount);
  return finished;
}
