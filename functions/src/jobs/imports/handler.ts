import { acknowledgingConsumer } from '../consumer';

/**
 * The imports queue's consumer. It checks each envelope and acknowledges it; the imports jobs themselves (their
 * contracts in @tessera/events, status records, chunks, outputs) arrive with their own issue.
 */
export const handler = acknowledgingConsumer('imports');
