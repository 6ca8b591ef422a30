import { deleteObject, putObject, streamObject } from '../../adapters/object-storage';
import type { ChunkRow } from './kinds/kind';

/**
 * Rows per chunk (docs/adr/0029-import-jobs.md): a chunk is one message and one consumer invocation. 500 rows
 * is about 2 s of term or site writes (8 transactions in flight at ~20 ms) and 10 s of users at Cognito's 50
 * account creations a second, far inside the consumer's 5-minute timeout; its outcome item (at most 500 row
 * errors of ~120 bytes) stays under 64 KB, far under DynamoDB's 400 KB; a 100,000-row file is 200 messages.
 */
export const CHUNK_ROWS = 500;

/**
 * The rows per chunk this split uses: CHUNK_ROWS, or fewer when `IMPORT_CHUNK_ROWS` says so (1 to CHUNK_ROWS;
 * the delivery tests and the bench cut small files into several chunks with it, as a large file is cut). Never
 * more: a chunk's outcome item must stay far under DynamoDB's item limit. Read at each split; a chunk's messages
 * carry its own lines and rows, so the chunks of a run never depend on it afterwards.
 */
export function chunkRows(env: NodeJS.ProcessEnv = process.env): number {
  const set = Number(env.IMPORT_CHUNK_ROWS);
  return Number.isInteger(set) && set >= 1 && set <= CHUNK_ROWS ? set : CHUNK_ROWS;
}

/** Where a run's files live: under the organisation, the run's id, never a user's file name. */
const runPrefix = (organizationId: string, importId: string) => `imports/${organizationId}/runs/${importId}`;

/** A chunk's object: deterministic, so a redelivered split rewrites the same object. */
export const chunkKey = (organizationId: string, importId: string, chunk: number) =>
  `${runPrefix(organizationId, importId)}/chunks/${String(chunk).padStart(6, '0')}.jsonl`;

/** The run's error report (the spec's aggregation log). */
export const reportKey = (organizationId: string, importId: string) =>
  `${runPrefix(organizationId, importId)}/error-report.csv`;

/** Writes one chunk as normalised JSON lines (one row a line). */
export async function writeChunk(organizationId: string, importId: string, chunk: number, rows: readonly ChunkRow[]) {
  const body = rows.map((row) => JSON.stringify(row)).join('\n');
  await putObject(chunkKey(organizationId, importId, chunk), new TextEncoder().encode(body), 'application/x-ndjson');
}

/**
 * Reads one chunk's rows (at most CHUNK_ROWS, ~100 KB); null when its object is gone (the run finished and
 * removed it while another delivery of the same chunk was on its way).
 */
export async function readChunk(organizationId: string, importId: string, chunk: number): Promise<ChunkRow[] | null> {
  const body = await streamObject(chunkKey(organizationId, importId, chunk));
  if (!body) return null;
  const parts: Uint8Array[] = [];
  for await (const part of body) parts.push(part);
  const text = Buffer.concat(parts).toString('utf8');
  return text === '' ? [] : text.split('\n').map((line) => JSON.parse(line) as ChunkRow);
}

/** Removes a finished run's chunk objects (the bucket's rule for `imports/` removes any left behind). */
export async function deleteChunks(organizationId: string, importId: string, chunks: number): Promise<void> {
  for (let chunk = 0; chunk < chunks; chunk += 1) await deleteObject(chunkKey(organizationId, importId, chunk));
}
