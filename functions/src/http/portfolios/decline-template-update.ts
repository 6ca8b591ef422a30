import type { declineTemplateUpdate } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { requirePortfolio, requireViewer } from '../../ports/portfolios';
import { withCoverLink } from './cover-links';
import { presentPortfolio } from './present';
import { declinedUpdate, requireOfferedSnapshot } from './template-update';

/**
 * POST /api/users/{id}/portfolios/{portfolioId}/template-update/decline (ADR 0028 §2): the owner keeps the
 * template version the portfolio runs. The offered snapshot is recorded on the head (at the next version, so a
 * save from an older read is still a 409) and not offered again; a newer one is. Answers the portfolio.
 */
export const declineTemplateUpdateUseCase: UseCase<typeof declineTemplateUpdate> = async (
  { path, body },
  { actor },
) => {
  const portfolio = await requirePortfolio(actor, path.id, path.portfolioId);
  const viewer = await requireViewer(actor, portfolio);
  const snapshot = await requireOfferedSnapshot(actor, portfolio, viewer, body);
  const saved = await declinedUpdate(actor, portfolio, snapshot);
  return withCoverLink({ ...presentPortfolio(actor, saved, viewer), template_update: null });
};
