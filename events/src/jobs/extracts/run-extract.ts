import * as z from 'zod/mini';
import { BUILT_EXTRACT_TYPES } from '@tessera/shared/extracts/kinds';
import { defineJob } from '../job-contract';

/**
 * One extract (issue 25, docs/adr/0032-extracts.md; the envelope's `jobId` is the extract's id): its log goes
 * created → started, its rows are read by Query pages of the kind's index over the nodes the log names and
 * written through the shared CSV writer straight into a multipart upload to the extracts bucket, then the log
 * is finished with its file and row count. A redelivered message (the consumer died midway) writes the whole
 * file again under the same key, so the file never holds a row twice; a finished or failed log is skipped.
 */
export const runExtractJob = defineJob({
  id: 'extracts.runExtract',
  kind: 'extracts',
  summary: "Writes an extract's rows to its file in the extracts bucket and finishes its log.",
  payload: z.object({ type: z.enum(BUILT_EXTRACT_TYPES) }),
  result: z.object({
    /** 'finished': the file was written by this delivery; 'skipped': the log had already ended. */
    outcome: z.enum(['finished', 'skipped']),
    rows: z.int().check(z.nonnegative()),
  }),
});
