import * as z from 'zod/mini';
import { IMPORT_KINDS } from '@tessera/shared/imports/kinds';
import { defineJob } from '../job-contract';

/**
 * The first message of an import (docs/adr/0029-import-jobs.md): the uploaded file, named by the job record
 * (`jobId` is the import's id), is read once from S3; its header is checked (a bad file is refused whole
 * before any record is written), and its rows are written as chunks of normalised JSON lines under
 * deterministic keys, then one `imports.importChunk` message is sent per chunk. A redelivered split rewrites
 * the same chunk objects and resends the same chunk messages.
 */
export const splitImportJob = defineJob({
  id: 'imports.splitImport',
  kind: 'imports',
  summary: "Reads an import's uploaded file once, checks it, writes it as chunks and queues one message per chunk.",
  payload: z.object({ kind: z.enum(IMPORT_KINDS) }),
  result: z.object({
    /** What the split found: chunks queued, or the file refused whole (the log ends in exception). */
    outcome: z.enum(['split', 'refused', 'skipped']),
    rows: z.int().check(z.nonnegative()),
    chunks: z.int().check(z.nonnegative()),
  }),
});
