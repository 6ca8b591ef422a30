import { evidencePages, notFound, type createEvidence } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { requireViewer } from '../../ports/portfolios';
import { withCoverLink } from './cover-links';
import { newEvidenceItem } from './new-evidence';
import { presentPortfolio } from './present';
import { savePortfolio } from './save';

/**
 * POST /api/users/{uid}/portfolios/evidence (spec 1 §2 evidence editor, §4 "A new evidence item starts as
 * created and is saved with save_as_draft"): the caller's own evidence item, with the evidence page (one text
 * component for its content), shown on the timeline, ordered by now until it has a date. No template: the
 * ePortfolio workflow runs it (docs/adr/0018-portfolios.md "Evidence items").
 */
export const createEvidenceUseCase: UseCase<typeof createEvidence> = async ({ path, body }, { actor }) => {
  if (path.id !== actor.userId) throw notFound('portfolios.not_found');
  const now = new Date().toISOString();
  // Titled in the description step (required there); until then as typed, maybe blank.
  const evidence = newEvidenceItem(actor, { title: (body.title ?? '').trim(), pages: evidencePages(), at: now });
  await savePortfolio(actor, { current: null, next: evidence });
  return withCoverLink(presentPortfolio(actor, evidence, await requireViewer(actor, evidence)));
};
