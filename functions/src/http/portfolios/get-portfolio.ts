import type { getPortfolio } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { requirePortfolio, requireViewer } from '../../ports/portfolios';
import { withCoverLink } from './cover-links';
import { presentPortfolio } from './present';
import { followNewestSnapshot } from './template-update';

/**
 * GET /api/users/{id}/portfolios/{id}[?assessor&action_as] (spec 1 §7): the portfolio for the composer as
 * the caller may see it: its head and fields in one round trip after actor resolution (the admin view adds the
 * tree). Its owner's open of work not yet submitted follows its template's newest published snapshot when
 * nothing is lost, and is offered it otherwise (`template_update`: the answers it would drop; template-update.ts:
 * the template's current snapshot read once a minute per container).
 */
export const getPortfolioUseCase: UseCase<typeof getPortfolio> = async ({ path, query }, { actor }) => {
  const read = await requirePortfolio(actor, path.id, path.portfolioId);
  const viewer = await requireViewer(actor, read, query.action_as);
  const { portfolio, offer } = await followNewestSnapshot(actor, read, viewer);
  return withCoverLink({ ...presentPortfolio(actor, portfolio, viewer), template_update: offer });
};
