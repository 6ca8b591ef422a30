import { importChunkJob, splitImportJob } from '@tessera/events';
import { jobsConsumer, route } from '../consumer';

/**
 * The imports queue's consumer (issue 24, docs/adr/0029-import-jobs.md): a run's split message reads its file
 * into chunks and queues them; each chunk message imports its rows and records its outcome once. A message
 * whose every delivery fails or times out goes to the DLQ, whose consumer (dead-letter-handler.ts) ends its run
 * in exception with what was done kept.
 *
 * Each job's work is imported on its first message, not at init (architecture §10: a job consumer's init is
 * the bare handler + 150 KB): the file reader, its decoders and the kinds' writers load only where they run.
 */
const splitWork = () => import('./split-import');
const chunkWork = () => import('./import-chunk');

export const handler = jobsConsumer('imports', [
  route({ contract: splitImportJob, work: async (message) => (await splitWork()).splitImport(message) }),
  route({ contract: importChunkJob, work: async (message) => (await chunkWork()).importChunk(message) }),
]);
