import { logger } from '../../lib/powertools';
import { jobConsumer } from '../consumer';

/**
 * The imports queue's consumer. It validates each envelope and acknowledges it; the imports work itself
 * (status record, chunks, outputs) arrives with its own issue.
 */
export const handler = jobConsumer('imports', async (message) => {
  logger.info('imports job message received; no imports work is implemented yet', {
    jobId: message.jobId,
    organizationId: message.organizationId,
    chunk: message.chunk,
  });
});
