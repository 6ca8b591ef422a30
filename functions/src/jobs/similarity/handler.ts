import { logger } from '../../lib/powertools';
import { jobConsumer } from '../consumer';

/**
 * The similarity queue's consumer. It validates each envelope and acknowledges it; the similarity work itself
 * (status record, chunks, outputs) arrives with its own issue.
 */
export const handler = jobConsumer('similarity', async (message) => {
  logger.info('similarity job message received; no similarity work is implemented yet', {
    jobId: message.jobId,
    organizationId: message.organizationId,
    chunk: message.chunk,
  });
});
