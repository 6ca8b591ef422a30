import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { attachmentDisposition, EXTRACT_COLUMNS, isBuiltExtractType, toCsvRecord } from '@tessera/shared';
import type { JobMessage, JobResult, runExtractJob } from '@tessera/events';
import { uploadExtractFile } from '../../adapters/object-storage';
import {
  failExtractJob,
  finishExtractJob,
  getExtractJob,
  markExtractStarted,
  recordExtractRows,
  type ExtractJob,
} from '../../db/extracts/extracts';
import { recordExtractScheduleFile } from '../../db/extracts/extract-schedules';
import { EXTRACT_KIND_ROWS } from './kinds';
import { extractScope, type ExtractRow } from './scope';

type RunResult = JobResult<typeof runExtractJob>;

/** Rows between two progress updates of the log (one UpdateItem each; a 1,000,000-row file makes 100). */
export const PROGRESS_EVERY_ROWS = 10_000;

/**
 * The file's text as it is produced: a UTF-8 byte-order mark (so a spreadsheet reads accents right), the
 * header, then every row of the kind through the shared CSV writer (formula triggers escaped, RFC 4180
 * quoting, CRLF). One format whatever the maker's language (commas, decimal points, ISO dates): an extract
 * feeds warehouses and scripts, which must read every file alike (ADR 0032). `onRows` hears the count every
 * PROGRESS_EVERY_ROWS rows and at the end.
 */
export async function* extractLines(
  job: ExtractJob,
  rows: AsyncIterable<ExtractRow>,
  onRows: (rows: number, done: boolean) => Promise<void>,
): AsyncGenerator<string> {
  if (!isBuiltExtractType(job.extractType)) throw new Error(`no rows for the ${job.extractType} extract`);
  yield `\uFEFF${toCsvRecord(EXTRACT_COLUMNS[job.extractType])}`;
  let count = 0;
  // Records are joined into strings of ~64 KB: one stream chunk per record would cost more than the writing.
  let pending: string[] = [];
  let pendingLength = 0;
  for await (const row of rows) {
    const record = toCsvRecord(row);
    pending.push(record);
    pendingLength += record.length;
    count += 1;
    if (pendingLength >= 64 * 1024) {
      yield pending.join('');
      pending = [];
      pendingLength = 0;
    }
    if (count % PROGRESS_EVERY_ROWS === 0) await onRows(count, false);
  }
  if (pending.length > 0) yield pending.join('');
  await onRows(count, true);
}

/**
 * The extract's work (events' runExtractJob): the log is marked started, the kind's rows are read from its
 * scope and streamed through the CSV writer (and gzip when asked) into a multipart upload of its file, its
 * progress recorded as it goes; once the upload is complete the log is finished with the rows written. A
 * redelivery after a crash starts the file again from its first row under the same key (so no row is ever in
 * it twice); a log already finished or ended in exception is left alone.
 */
export async function runExtract(message: JobMessage<typeof runExtractJob>): Promise<RunResult> {
  const key = { organizationId: message.organizationId, extractId: message.jobId };
  const job = await getExtractJob(key.organizationId, key.extractId, { consistent: true });
  if (job?.state === 'finished' && job.finishedAt) {
    // A redelivery after the log finished: a scheduled run's latest file is recorded again (idempotent), in
    // case the delivery that finished it died before recording it.
    await recordExtractScheduleFile(job, job.finishedAt);
    return { outcome: 'skipped', rows: 0 };
  }
  if (!job || job.state === 'finished' || job.state === 'exception') return { outcome: 'skipped', rows: 0 };
  if (!isBuiltExtractType(job.extractType)) throw new Error(`no rows for the ${job.extractType} extract`);
  if (!(await markExtractStarted(key, new Date().toISOString()))) return { outcome: 'skipped', rows: 0 };
  const scope = await extractScope(job);
  let written = 0;
  const lines = extractLines(job, EXTRACT_KIND_ROWS[job.extractType](scope), async (rows, done) => {
    written = rows;
    if (!done) await recordExtractRows(key, rows, new Date().toISOString());
  });
  const text = Readable.from(lines, { objectMode: false });
  await uploadExtractFile({
    key: job.key,
    body: job.gzip ? text.pipe(createGzip()) : text,
    contentType: job.gzip ? 'application/gzip' : 'text/csv; charset=utf-8',
    contentDisposition: attachmentDisposition(job.fileName),
  });
  const finishedAt = new Date().toISOString();
  await finishExtractJob(key, written, finishedAt);
  await recordExtractScheduleFile(job, finishedAt);
  return { outcome: 'finished', rows: written };
}

/** Every delivery failed (the last before the DLQ): the log ends in exception, with the sentence it shows. */
export async function failExtract(message: JobMessage<typeof runExtractJob>): Promise<void> {
  await failExtractJob(
    { organizationId: message.organizationId, extractId: message.jobId },
    'extracts.failed',
    new Date().toISOString(),
  );
}
