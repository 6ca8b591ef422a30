import { getAttachment, type Attachment } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/**
 * GET /api/users/{id}/attachments/{attachmentId}: the attachment with fresh short-lived links (`public_url`
 * downloads it under its cleaned name; HTML and SVG are never served inline: docs/adr/0019).
 */
export function fetchAttachment(ownerId: string, attachmentId: string): Promise<Attachment> {
  return api(getAttachment, { path: { id: ownerId, attachmentId } });
}
