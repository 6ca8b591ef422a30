import { createRouter } from '../../lib/http/router';
import { coursesSentences } from './messages';

/**
 * The courses context's Lambda: courses, sections, memberships, activity plans, activities and time logs. Its routes
 * (contracts and use cases, ./routes.ts) load on the first request, not at init (ADR 0024).
 */
export const handler = createRouter(() => import('./routes').then((m) => m.coursesRoutes), {
  messages: coursesSentences,
});
