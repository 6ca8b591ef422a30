import { createRouter } from '../../lib/http/router';
import { reportsSentences } from './messages';

/**
 * The reports context's Lambda: a section's and a node's standards reports and an activity's rubric scores,
 * each with its CSV file, computed on read from the section's assessment summaries (its own db/reports, ADR
 * 0028 §3) and the sections, rubrics and templates their ports offer. Its routes (contracts and use cases,
 * ./routes.ts) load on the first request, not at init (ADR 0024).
 */
export const handler = createRouter(() => import('./routes').then((m) => m.reportsRoutes), {
  messages: reportsSentences,
});
