import { createEvidence } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/** POST /api/users/{id}/portfolios/evidence: the evidence editor's first save makes the item (created). */
export function createEvidenceItem(ownerId: string, title: string) {
  return api(createEvidence, { path: { id: ownerId }, body: { title } });
}
