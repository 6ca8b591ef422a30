import { importChunkJob, splitImportJob } from '@tessera/events';
import { deadLetterConsumer, deadLetterRoute } from '../consumer';

/**
 * The imports DLQ's consumer (docs/adr/0029-import-jobs.md "A chunk that keeps failing"): SQS moves a message
 * here after its fifth receive, whether its last delivery threw or was cut off (the consumer's timeout, out of
 * memory). A chunk is recorded as failed (its rows counted as failed, the run in exception naming them, the
 * other chunks' work kept and the run finished with its report once they are all recorded); a split ends its
 * run in exception (`read_failed`). Both are conditioned writes, so a redelivered dead letter changes nothing.
 */
const splitWork = () => import('./split-import');
const chunkWork = () => import('./import-chunk');

export const handler = deadLetterConsumer('imports', [
  deadLetterRoute({ contract: splitImportJob, record: async (message) => (await splitWork()).failSplit(message) }),
  deadLetterRoute({ contract: importChunkJob, record: async (message) => (await chunkWork()).failChunk(message) }),
]);
