import { createRouter } from '../../lib/http/router';
import { hierarchySentences } from './messages';

/**
 * The hierarchy context's Lambda: nodes, admins, labels, sites, log categories, statement sets, terms, imports. Its
 * routes (contracts and use cases, ./routes.ts) load on the first request, not at init (ADR 0024).
 */
export const handler = createRouter(() => import('./routes').then((m) => m.hierarchyRoutes), {
  messages: hierarchySentences,
});
