import { saveEvidence } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import type { EvidenceSaveBody } from '../utils/evidence-draft';

/**
 * PUT /api/users/{id}/portfolios/{portfolioId}/evidence: save_as_draft with the description and the content,
 * at the version read (a newer one: 409 portfolios.stale).
 */
export function saveEvidenceItem(ownerId: string, portfolioId: string, body: EvidenceSaveBody) {
  return api(saveEvidence, { path: { id: ownerId, portfolioId }, body });
}
