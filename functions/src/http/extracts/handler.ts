import { createRouter } from '../../lib/http/router';
import { extractsSentences } from './messages';

/**
 * The extracts context's Lambda (issue 25): extracts created as jobs on the extracts queue, their logs and
 * their files' short-lived links. Its routes load on the first request (ADR 0024).
 */
export const handler = createRouter(() => import('./routes').then((m) => m.extractsRoutes), {
  messages: extractsSentences,
});
