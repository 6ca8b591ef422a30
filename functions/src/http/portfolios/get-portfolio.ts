import type { getPortfolio } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { requirePortfolio, requireViewer } from '../../ports/portfolios';
import { withCoverLink } from './cover-links';
import { presentPortfolio } from './present';

/**
 * GET /api/users/{id}/portfolios/{id}[?assessor&action_as] (spec 1 §7): the portfolio for the composer as
 * the caller may see it. One GetItem after actor resolution (the admin view adds the tree).
 */
export const getPortfolioUseCase: UseCase<typeof getPortfolio> = async ({ path, query }, { actor }) => {
  const portfolio = await requirePortfolio(actor, path.id, path.portfolioId);
  const viewer = await requireViewer(actor, portfolio, query.action_as);
  return withCoverLink(presentPortfolio(actor, portfolio, viewer));
};
