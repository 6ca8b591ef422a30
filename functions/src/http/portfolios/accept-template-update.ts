import type { acceptTemplateUpdate } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { requirePortfolio, requireViewer } from '../../ports/portfolios';
import { withCoverLink } from './cover-links';
import { presentPortfolio } from './present';
import { acceptedUpdate, requireOfferedSnapshot } from './template-update';

/**
 * POST /api/users/{id}/portfolios/{portfolioId}/template-update/accept (ADR 0028 §2): the owner takes the
 * template version they were offered at open. The portfolio moves to that snapshot in one transaction with the
 * version check (stale: 409 with the newer work), the answers the offer named are dropped (their fields deleted
 * in it), the counts of portfolios per snapshot move. Answers the portfolio as it is now.
 */
export const acceptTemplateUpdateUseCase: UseCase<typeof acceptTemplateUpdate> = async ({ path, body }, { actor }) => {
  const portfolio = await requirePortfolio(actor, path.id, path.portfolioId);
  const viewer = await requireViewer(actor, portfolio);
  const snapshot = await requireOfferedSnapshot(actor, portfolio, viewer, body);
  const saved = await acceptedUpdate(actor, portfolio, snapshot);
  return withCoverLink({ ...presentPortfolio(actor, saved, viewer), template_update: null });
};
