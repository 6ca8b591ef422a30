import { createRouter } from '../../lib/http/router';
import { identitySentences } from './messages';

/**
 * The identity context's Lambda: users, organisations, sessions, impersonation. Its routes (contracts and use cases,
 * ./routes.ts) load on the first request, not at init (ADR 0024).
 */
export const handler = createRouter(() => import('./routes').then((m) => m.identityRoutes), {
  messages: identitySentences,
});
