import { createRouter } from '../../lib/http/router';
import { assessmentsSentences } from './messages';

/**
 * The assessments context's Lambda: one assessor's assessment of a revision, read, saved and applied. Its routes
 * (contracts and use cases, ./routes.ts) load on the first request, not at init (ADR 0024).
 */
export const handler = createRouter(() => import('./routes').then((m) => m.assessmentsRoutes), {
  messages: assessmentsSentences,
});
