import { createMediaEvidence, type MediaEvidenceKind } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/** POST /api/users/{id}/portfolios/evidence/media: an insert dialog's "Add to my timeline" (spec 1 §5). */
export function createMediaEvidenceItem(
  ownerId: string,
  media: { title: string; kind: MediaEvidenceKind; content: Record<string, unknown> },
) {
  return api(createMediaEvidence, { path: { id: ownerId }, body: media });
}
