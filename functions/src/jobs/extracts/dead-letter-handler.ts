import { runDueExtractSchedulesJob, runExtractJob } from '@tessera/events';
import { deadLetterConsumer, deadLetterRoute } from '../consumer';

/**
 * The extracts DLQ's consumer (docs/adr/0032-extracts.md, as the imports' in ADR 0029): SQS moves a run's
 * message here after its last receive, whether that delivery threw or was cut off (the consumer's timeout, out
 * of memory), and the log ends in exception. The write is conditioned on the log not being finished, so a
 * redelivered dead letter (or one for a run a later delivery finished) changes nothing.
 */
const work = () => import('./run-extract');

export const handler = deadLetterConsumer('extracts', [
  deadLetterRoute({ contract: runExtractJob, record: async (message) => (await work()).failExtract(message) }),
  // A tick that kept failing leaves nothing to end: the next tick (minutes later) starts what is still due.
  deadLetterRoute({ contract: runDueExtractSchedulesJob, record: async () => undefined }),
]);
