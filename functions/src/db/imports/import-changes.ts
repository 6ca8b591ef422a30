import { where } from '../expressions';
import { putItem, updateItem } from '../items';
import { create, remove, transactWrite, update } from '../transaction';
import { importChunkEntity, type ImportChunk } from './entities/import-chunk';
import { importJobEntity, type ImportJob, type ImportProblem } from './entities/import-job';
import { importUploadEntity, type ImportUpload } from './entities/import-upload';

type JobKey = { organizationId: string; importId: string };

/** A signed import upload is recorded (its id is new). */
export async function insertImportUpload(upload: ImportUpload): Promise<void> {
  await putItem(importUploadEntity, upload);
}

export type StartOutcome = 'started' | 'exists' | 'gone';

/**
 * The start, one transaction: the log created (its id is the upload's, so only once) and the upload record
 * deleted, which must still be there (an upload starts one import).
 */
export async function startImportJob(job: ImportJob, upload: ImportUpload): Promise<StartOutcome> {
  const outcome = await transactWrite({
    job: create(importJobEntity, job),
    upload: remove(
      importUploadEntity,
      { organizationId: upload.organizationId, uploadId: upload.uploadId },
      where.exists('key'),
    ),
  });
  if (outcome.ok) return 'started';
  return outcome.failed.has('job') ? 'exists' : 'gone';
}

/** The split began: created → started (a redelivered split finds it started already). False when it ended. */
export function markImportStarted(key: JobKey, now: string): Promise<boolean> {
  return updateItem(
    importJobEntity,
    key,
    { set: { state: 'started', updatedAt: now } },
    { if: where.in('state', ['created', 'started']) },
  );
}

/** Progress of the split: rows read so far. */
export function recordRowsRead(key: JobKey, rowsRead: number, now: string): Promise<boolean> {
  return updateItem(
    importJobEntity,
    key,
    { set: { rowsRead, updatedAt: now } },
    { if: where.and(where.eq('state', 'started'), where.notExists('chunkCount')) },
  );
}

/** The split finished: the file's rows and chunks, set once (a redelivered split finds them set). */
export function recordSplit(
  key: JobKey,
  split: { rows: number; chunks: number; encoding: string; separator: 'comma' | 'semicolon' | 'tab' },
  now: string,
): Promise<boolean> {
  const { rows, chunks, encoding, separator } = split;
  return updateItem(
    importJobEntity,
    key,
    {
      set: {
        rowsRead: rows,
        rowsTotal: rows,
        chunkCount: chunks,
        fileEncoding: encoding,
        fileSeparator: separator,
        updatedAt: now,
      },
    },
    { if: where.and(where.eq('state', 'started'), where.notExists('chunkCount')) },
  );
}

/** The file refused whole (nothing was written): the run ends in exception with the file's problem. */
export function refuseImport(key: JobKey, problem: ImportProblem, now: string): Promise<boolean> {
  return updateItem(
    importJobEntity,
    key,
    { set: { state: 'exception', problem, updatedAt: now, finishedAt: now } },
    { if: where.in('state', ['created', 'started']) },
  );
}

export type ChunkOutcome = 'recorded' | 'already_done' | 'not_running';

/**
 * A chunk's outcome and the run's counters, one transaction: the chunk item created (it must not exist: a
 * redelivered chunk records nothing twice) and the counts added to the run, while it runs (started, or in
 * exception because another chunk failed for good: what the others do is still counted). A failed chunk also
 * moves the run to exception with its problem.
 */
export async function recordChunk(
  chunk: ImportChunk,
  problem: ImportProblem | null,
  now: string,
): Promise<ChunkOutcome> {
  const key = { organizationId: chunk.organizationId, importId: chunk.importId };
  const outcome = await transactWrite({
    chunk: create(importChunkEntity, chunk),
    job: update(
      importJobEntity,
      key,
      {
        set: { updatedAt: now, ...(problem ? { state: 'exception', problem } : {}) },
        add: {
          chunksDone: 1,
          rowsDone: chunk.succeeded + chunk.failed,
          successCount: chunk.succeeded,
          warningCount: chunk.warnings,
          failedCount: chunk.failed,
          errorCount: chunk.errors.length,
        },
      },
      where.in('state', ['started', 'exception']),
    ),
  });
  if (outcome.ok) return 'recorded';
  return outcome.failed.has('chunk') ? 'already_done' : 'not_running';
}

/**
 * The run's end once every chunk is recorded: the error report named, `finishedAt` set, started → finished (a
 * run in exception stays so). Conditioned on the state read and on not being finished yet, so two last
 * chunks finishing together end it once.
 */
export function finishImport(job: ImportJob, report: { key: string | null; rows: number }, now: string) {
  return updateItem(
    importJobEntity,
    job,
    {
      set: {
        state: job.state === 'started' ? 'finished' : job.state,
        reportKey: report.key,
        reportRows: report.rows,
        updatedAt: now,
        finishedAt: now,
      },
    },
    { if: where.and(where.eq('state', job.state), where.notExists('finishedAt')) },
  );
}
