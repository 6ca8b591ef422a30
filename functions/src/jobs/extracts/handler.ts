import { logger } from '../../lib/powertools';
import { jobConsumer } from '../consumer';

/**
 * The extracts queue's consumer. It validates each envelope and acknowledges it; the extracts work itself
 * (status record, chunks, outputs) arrives with its own issue.
 */
export const handler = jobConsumer('extracts', async (message) => {
  logger.info('extracts job message received; no extracts work is implemented yet', {
    jobId: message.jobId,
    organizationId: message.organizationId,
    chunk: message.chunk,
  });
});
