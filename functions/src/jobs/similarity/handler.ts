import { acknowledgingConsumer } from '../consumer';

/**
 * The similarity queue's consumer. It checks each envelope and acknowledges it; the similarity jobs themselves (their
 * contracts in @tessera/events, status records, chunks, outputs) arrive with their own issue.
 */
export const handler = acknowledgingConsumer('similarity');
