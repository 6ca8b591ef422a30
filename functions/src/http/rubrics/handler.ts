import { createRouter } from '../../lib/http/router';
import { rubricsSentences } from './messages';

/**
 * The rubrics context's Lambda: the rubric library on hierarchy nodes and a rubric's whole life. Its routes (contracts
 * and use cases, ./routes.ts) load on the first request, not at init (ADR 0024).
 */
export const handler = createRouter(() => import('./routes').then((m) => m.rubricsRoutes), {
  messages: rubricsSentences,
});
