import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';
import { importPartition } from './import-job';

/** One row's error: its code (shared's IMPORT_ROW_ERROR_CODES), the file's line, the column, the params. */
export const importRowErrorRecord = z.object({
  code: z.string(),
  line: z.number(),
  column: z.nullable(z.string()),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ImportRowError = z.infer<typeof importRowErrorRecord>;

/**
 * A chunk's outcome, written once (`attribute_not_exists`) in the transaction that adds its counts to the run:
 * its existence is what makes a redelivered chunk a no-op. `ORG#<orgId>#IMPORT#<importId>` / `CHUNK#<n:6>`,
 * so the log reads its errors in file order. Its errors are at most its rows (a chunk is 500 rows: under
 * 60 KB), or the reason it failed for good (`failed`).
 */
export const importChunkRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    importId: z.string(),
    chunk: z.number(),
    state: z.enum(['done', 'failed']),
    firstLine: z.number(),
    lastLine: z.number(),
    succeeded: z.number(),
    warnings: z.number(),
    failed: z.number(),
    errors: z.array(importRowErrorRecord),
    finishedAt: z.string(),
  }),
);
export type ImportChunk = RecordOf<typeof importChunkRecord>;

export const CHUNK_PREFIX = 'CHUNK#';
export const chunkSortKey = (chunk: number): string => `${CHUNK_PREFIX}${String(chunk).padStart(6, '0')}`;

export const importChunkEntity = defineEntity<ImportChunk>()({
  name: 'importChunk',
  keyFields: ['organizationId', 'importId', 'chunk'],
  key: ({ organizationId, importId, chunk }) => ({
    pk: importPartition(organizationId, importId),
    sk: chunkSortKey(chunk),
  }),
  record: importChunkRecord,
});
