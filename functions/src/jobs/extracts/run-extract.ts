import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import {
  attachmentDisposition,
  EXTRACT_COLUMNS,
  EXTRACT_GATED_COLUMNS,
  extractColumnsFor,
  isBuiltExtractType,
  toCsvRecord,
  type BuiltExtractType,
} from '@tessera/shared';
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
import { readOrganisation } from '../../ports/identity';
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
  columns?: readonly string[],
): AsyncGenerator<string> {
  if (!isBuiltExtractType(job.extractType)) throw new Error(`no rows for the ${job.extractType} extract`);
  const all: readonly string[] = EXTRACT_COLUMNS[job.extractType];
  const written = columns ?? all;
  // The cells of the columns written, when some of the kind's are left out (gated by the preference).
  const kept = written.length === all.length ? null : written.map((column) => all.indexOf(column));
  yield `\uFEFF${toCsvRecord(written)}`;
  let count = 0;
  // Records are joined into strings of ~64 KB: one stream chunk per record would cost more than the writing.
  let pending: string[] = [];
  let pendingLength = 0;
  for await (const row of rows) {
    const record = toCsvRecord(kept ? kept.map((index) => row[index] ?? null) : row);
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
  const [scope, columns] = await Promise.all([extractScope(job), fileColumns(job.organizationId, job.extractType)]);
  let written = 0;
  const lines = extractLines(
    job,
    EXTRACT_KIND_ROWS[job.extractType](scope),
    async (rows, done) => {
      written = rows;
      if (!done) await recordExtractRows(key, rows, new Date().toISOString());
    },
    columns,
  );
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

/**
 * The columns a kind's file holds: all of them, or, for a kind with profile fields (user-demographic-data,
 * user-academic-data), without the group the organisation's system preference keeps from faculty (spec 2 §6),
 * read once as the job starts (one GetItem).
 */
async function fileColumns(organizationId: string, type: BuiltExtractType): Promise<readonly string[]> {
  if (!EXTRACT_GATED_COLUMNS[type]) return EXTRACT_COLUMNS[type];
  const organisation = await readOrganisation(organizationId);
  return extractColumnsFor(type, {
    demographic_data: organisation?.facultyDemographicData ?? false,
    academic_data: organisation?.facultyAcademicData ?? false,
  });
}

/** Every delivery failed (the last before the DLQ): the log ends in exception, with the sentence it shows. */
export async function failExtract(message: JobMessage<typeof runExtractJob>): Promise<void> {
  await failExtractJob(
    { organizationId: message.organizationId, extractId: message.jobId },
    'extracts.failed',
    new Date().toISOString(),
  );
}
