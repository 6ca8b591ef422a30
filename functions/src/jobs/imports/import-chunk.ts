import { importChunkJob, type JobMessage, type JobResult } from '@tessera/events';
import { sendJob } from '../../adapters/job-queue';
import { readBundlePlan } from './bundle/bundle-chunks';
import { importBundleChunk } from './bundle/import-bundle-chunk';
import { getImportChunk, getImportJob, type ImportChunk, type ImportRowError } from '../../db/imports/imports';
import { recordChunk } from '../../db/imports/import-changes';
import { readChunk } from './chunk-store';
import { finishIfComplete } from './finish-import';
import { IMPORT_KIND_RULES } from './kinds';
import type { ChunkRow, ImportRun, RowOutcome } from './kinds/kind';
import type { ImportJob } from '../../db/imports/imports';

type ChunkMessage = JobMessage<typeof importChunkJob>;
type ChunkResult = JobResult<typeof importChunkJob>;

const keyOf = (message: ChunkMessage) => ({
  organizationId: message.organizationId,
  importId: message.jobId,
  chunk: message.chunk,
});

/** A chunk's rows written by its kind's writer; a OneRoster bundle's by the kind its plan names for the chunk. */
async function writeRows(job: ImportJob, message: ChunkMessage, rows: readonly ChunkRow[], run: ImportRun) {
  if (job.kind !== 'oneroster') return IMPORT_KIND_RULES[job.kind].importRows(job.organizationId, rows, run);
  const plan = await readBundlePlan(job.organizationId, job.importId);
  const planned = plan?.find((entry) => entry.chunk === message.chunk);
  if (!planned) throw new Error(`chunk ${message.chunk} of import ${job.importId} is not in its bundle plan`);
  return importBundleChunk(job.organizationId, planned, rows, run);
}

/**
 * A bundle's chunks run in order (a section needs its course, a course its org's node): once one is recorded
 * (done, or failed for good), the next of the plan is sent. Sent again by a redelivery, it is a no-op there.
 */
async function sendNextBundleChunk(message: ChunkMessage): Promise<void> {
  const plan = await readBundlePlan(message.organizationId, message.jobId);
  const next = plan?.find((entry) => entry.chunk === message.chunk + 1);
  if (!next) return;
  await sendJob(importChunkJob, {
    organizationId: message.organizationId,
    jobId: message.jobId,
    chunk: next.chunk,
    payload: { kind: next.kind, firstLine: next.firstLine, lastLine: next.lastLine, rows: next.rows },
  });
}

/**
 * The chunk message's work (events' importChunkJob). A chunk already recorded is a no-op (but for finishing
 * the run, should the delivery that recorded it have died before). Otherwise its rows are read from its object
 * and written by the kind's writer (idempotent by natural key), and its outcome and the run's counters are
 * recorded in one transaction that fails when another delivery recorded it first: its counts are added once
 * whatever SQS redelivers. The last chunk to be recorded finishes the run.
 */
export async function importChunk(message: ChunkMessage): Promise<ChunkResult> {
  const key = keyOf(message);
  const skipped: ChunkResult = { outcome: 'skipped', succeeded: 0, failed: 0, finished: false };
  if (await getImportChunk(key.organizationId, key.importId, key.chunk)) {
    // A bundle's next chunk is sent again: the delivery that recorded this one may have died before sending it.
    if ((await getImportJob(key.organizationId, key.importId))?.kind === 'oneroster')
      await sendNextBundleChunk(message);
    const finished = await finishIfComplete(key.organizationId, key.importId);
    return { outcome: 'already_done', succeeded: 0, failed: 0, finished };
  }
  const job = await getImportJob(key.organizationId, key.importId, { consistent: true });
  if (!job || (job.state !== 'started' && job.state !== 'exception') || job.finishedAt !== null) return skipped;
  const rows = await readChunk(key.organizationId, key.importId, key.chunk);
  if (!rows) {
    // Another delivery of this chunk recorded it and the run finished (its objects removed) meanwhile.
    if (await getImportChunk(key.organizationId, key.importId, key.chunk)) {
      return { outcome: 'already_done', succeeded: 0, failed: 0, finished: false };
    }
    throw new Error(`chunk ${key.chunk} of import ${key.importId} has no object`);
  }
  // Rows the file reader refused (a "�", cells past the header's) are failed here; the kind writes the rest.
  const readable = rows.filter((row) => !row.problem);
  const run = { importId: job.importId, nodeId: job.nodeId, groupId: job.groupId, startedBy: job.startedBy };
  const written = readable.length > 0 ? await writeRows(job, message, readable, run) : [];
  const outcomes: RowOutcome[] = [
    ...rows.flatMap((row): RowOutcome[] => (row.problem ? [{ line: row.line, ok: false, error: row.problem }] : [])),
    ...written,
  ].sort((a, b) => a.line - b.line);
  const errors: ImportRowError[] = outcomes.flatMap((outcome) =>
    outcome.ok
      ? []
      : [{ line: outcome.line, code: outcome.error.code, column: outcome.error.column, params: outcome.error.params }],
  );
  const chunk: ImportChunk = {
    ...key,
    state: 'done',
    firstLine: message.payload.firstLine,
    lastLine: message.payload.lastLine,
    succeeded: outcomes.length - errors.length,
    warnings: 0,
    failed: errors.length,
    errors,
    finishedAt: new Date().toISOString(),
  };
  const recorded = await recordChunk(chunk, null, chunk.finishedAt);
  if (recorded === 'not_running') return skipped;
  if (job.kind === 'oneroster') await sendNextBundleChunk(message);
  const finished = await finishIfComplete(key.organizationId, key.importId);
  return {
    outcome: recorded === 'recorded' ? 'done' : 'already_done',
    succeeded: recorded === 'recorded' ? chunk.succeeded : 0,
    failed: recorded === 'recorded' ? chunk.failed : 0,
    finished,
  };
}

/**
 * A chunk whose every delivery failed or timed out (SQS moved its message to the DLQ, whose consumer calls
 * this): recorded as failed, its rows counted
 * as failed, the run moved to exception with the sentence naming its rows; what the other chunks did is kept
 * and still counted, and the run finishes with its error report once they are all recorded.
 */
export async function failChunk(message: ChunkMessage): Promise<void> {
  const key = keyOf(message);
  const { firstLine, lastLine, rows } = message.payload;
  const now = new Date().toISOString();
  const recorded = await recordChunk(
    {
      ...key,
      state: 'failed',
      firstLine,
      lastLine,
      succeeded: 0,
      warnings: 0,
      failed: rows,
      errors: [],
      finishedAt: now,
    },
    { code: 'chunk_failed', params: { first: firstLine, last: lastLine } },
    now,
  );
  if (recorded !== 'not_running') {
    // A bundle's later chunks still run (what they write does not need the failed rows of this one to exist).
    await sendNextBundleChunk(message);
    await finishIfComplete(key.organizationId, key.importId);
  }
}
