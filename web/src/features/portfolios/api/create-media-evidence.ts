import { createMediaEvidence, type MediaEvidenceKind } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { resourceKeys } from '../../../lib/query-keys';

/**
 * POST /api/users/{id}/portfolios/evidence/media: an insert dialog's "Add to my timeline" (spec 1 §5). The
 * owner's timeline is read again when next shown.
 */
export async function createMediaEvidenceItem(
  ownerId: string,
  media: { title: string; kind: MediaEvidenceKind; content: Record<string, unknown> },
) {
  const item = await api(createMediaEvidence, { path: { id: ownerId }, body: media });
  void queryClient.invalidateQueries({ queryKey: resourceKeys.timeline(ownerId) });
  return item;
}
