import { createRouter } from '../../lib/http/router';
import { importsSentences } from './messages';

/**
 * The imports context's Lambda (issue 24): import files signed for upload, imports started as jobs on the
 * imports queue, their logs and the template files. Its routes load on the first request (ADR 0024).
 */
export const handler = createRouter(() => import('./routes').then((m) => m.importsRoutes), {
  messages: importsSentences,
});
