import { createRouter } from '../../lib/http/router';
import { portfoliosSentences } from './messages';

/**
 * The portfolios context's Lambda: the composer's data, the workflow engine, revisions and comments. Its routes
 * (contracts and use cases, ./routes.ts) load on the first request, not at init (ADR 0024).
 */
export const handler = createRouter(() => import('./routes').then((m) => m.portfoliosRoutes), {
  messages: portfoliosSentences,
});
