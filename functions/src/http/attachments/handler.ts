import { createRouter } from '../../lib/http/router';
import { attachmentsSentences } from './messages';

/**
 * The attachments context's Lambda: presigned uploads, their admission, the user's files, cropped images. Its routes
 * (contracts and use cases, ./routes.ts) load on the first request, not at init (ADR 0024).
 */
export const handler = createRouter(() => import('./routes').then((m) => m.attachmentsRoutes), {
  messages: attachmentsSentences,
});
