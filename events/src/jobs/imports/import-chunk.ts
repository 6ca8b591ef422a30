import * as z from 'zod/mini';
import { IMPORT_KINDS } from '@tessera/shared/imports/kinds';
import { defineJob } from '../job-contract';

/**
 * One chunk of an import (the envelope's `chunk` is its number, `jobId` the import's id): its rows are read from
 * the chunk object the split wrote and written idempotently (upsert by each kind's natural key); the chunk's
 * outcome and the log's counters are one transaction conditioned on the chunk not being done, so a
 * redelivered chunk changes nothing. The last chunk to finish finishes the log and writes its error report.
 */
export const importChunkJob = defineJob({
  id: 'imports.importChunk',
  kind: 'imports',
  summary: "Imports one chunk of an import's rows and records its outcome once.",
  payload: z.object({
    kind: z.enum(IMPORT_KINDS),
    /** The file's line of the chunk's first and last rows (for the sentence of a chunk that fails for good). */
    firstLine: z.int().check(z.positive()),
    lastLine: z.int().check(z.positive()),
    /** Its rows (counted as failed should the chunk fail on every delivery). */
    rows: z.int().check(z.positive()),
  }),
  result: z.object({
    /** 'done': recorded by this delivery; 'already_done': a redelivery, nothing changed. */
    outcome: z.enum(['done', 'already_done', 'skipped']),
    succeeded: z.int().check(z.nonnegative()),
    failed: z.int().check(z.nonnegative()),
    /** Whether this chunk finished the log. */
    finished: z.boolean(),
  }),
});
