import { type importChunkJob, type JobMessage, type JobResult } from '@tessera/events';
import { getImportChunk, getImportJob, type ImportChunk, type ImportRowError } from '../../db/imports/imports';
import { recordChunk } from '../../db/imports/import-changes';
import { readChunk } from './chunk-store';
import { finishIfComplete } from './finish-import';
import { IMPORT_KIND_RULES } from './kinds';
import type { RowOutcome } from './kinds/kind';

type ChunkMessage = JobMessage<typeof importChunkJob>;
type ChunkResult = JobResult<typeof importChunkJob>;

const keyOf = (message: ChunkMessage) => ({
  organizationId: message.organizationId,
  importId: message.jobId,
  chunk: message.chunk,
});

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
  const written =
    readable.length > 0 ? await IMPORT_KIND_RULES[job.kind].importRows(key.organizationId, readable, run) : [];
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
  if (recorded !== 'not_running') await finishIfComplete(key.organizationId, key.importId);
}
