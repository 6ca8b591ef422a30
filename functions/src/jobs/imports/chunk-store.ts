import { deleteObject, putObject, streamObject } from '../../adapters/object-storage';
import type { ChunkRow } from './kinds/kind';

/**
 * Rows per chunk (docs/adr/0029-import-jobs.md): a chunk is one message and one consumer invocation. 500 rows
 * is about 2 s of term or site writes (8 transactions in flight at ~20 ms) and 10 s of users at Cognito's 50
 * account creations a second, far inside the consumer's 5-minute timeout; its outcome item (at most 500 row
 * errors of ~120 bytes) stays under 64 KB, far under DynamoDB's 400 KB; a 100,000-row file is 200 messages.
 */
export const CHUNK_ROWS = 500;

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
