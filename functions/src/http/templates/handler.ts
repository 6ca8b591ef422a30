import { createRouter } from '../../lib/http/router';
import { templatesSentences } from './messages';

/**
 * The templates context's Lambda: the template library, template folders, template themes and workflows. Its routes
 * (contracts and use cases, ./routes.ts) load on the first request, not at init (ADR 0024).
 */
export const handler = createRouter(() => import('./routes').then((m) => m.templatesRoutes), {
  messages: templatesSentences,
});
