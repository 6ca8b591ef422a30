import { createMediaEvidence } from '@tessera/shared';
import { api } from '../lib/api-client';
import type { TimelineMedia } from '../lib/attachment-ui';

/**
 * "Add to my timeline" from an insert dialog (spec 1 §5): POST /api/users/{id}/portfolios/evidence/media, composed
 * here because the dialogs (attachments) and the evidence item (portfolios) are different features.
 */
export async function addToTimeline({ ownerId, title, kind, content }: TimelineMedia): Promise<void> {
  await api(createMediaEvidence, { path: { id: ownerId }, body: { title, kind, content } });
}
