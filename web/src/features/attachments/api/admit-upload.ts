import { admitUpload, type Attachment } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/**
 * POST /api/users/{id}/attachments: the server reads what arrived (real size, leading bytes) and admits the
 * file only when both pass the rule signed for it; otherwise it deletes it and answers the spec's refusal.
 */
export function admitFileUpload(ownerId: string, key: string, alternativeText?: string): Promise<Attachment> {
  return api(admitUpload, {
    path: { id: ownerId },
    body: { key, ...(alternativeText !== undefined ? { alternative_text: alternativeText } : {}) },
  });
}
