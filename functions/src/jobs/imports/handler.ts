import { importChunkJob, splitImportJob } from '@tessera/events';
import { jobsConsumer, route } from '../consumer';
import { failChunk, importChunk } from './import-chunk';
import { failSplit, splitImport } from './split-import';

/**
 * The imports queue's consumer (issue 24, docs/adr/0029-import-jobs.md): a run's split message reads its file
 * into chunks and queues them; each chunk message imports its rows and records its outcome once. A message
 * failing on its last delivery (before the DLQ) ends its run in exception, with what was done kept.
 */
export const handler = jobsConsumer('imports', [
  route({ contract: splitImportJob, work: splitImport, onLastFailure: failSplit }),
  route({ contract: importChunkJob, work: importChunk, onLastFailure: failChunk }),
]);
