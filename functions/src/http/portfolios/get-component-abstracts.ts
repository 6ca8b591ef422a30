import { isReferencingKind, notFound, referencedIds, type getComponentAbstracts } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { ownerAbstracts } from './abstracts';
import { requirePortfolio, requireViewer, workflowView } from '../../ports/portfolios';

/**
 * GET /api/portfolios/{id}/abstracts/{componentId} (spec 1 §7): the abstracts of the items one gallery,
 * timeline or portfolio reference of the portfolio names, as they are now, for whoever reads the portfolio
 * (its owner, its participants, its section's assessors). A component that is not of those kinds, or that
 * is invisible to the caller, and a portfolio the caller does not read, are 404. Actor + the portfolio (1;
 * an activity's adds the section's roles, 2) + the owner's list (1).
 */
export const getComponentAbstractsUseCase: UseCase<typeof getComponentAbstracts> = async ({ path }, { actor }) => {
  const portfolio = await requirePortfolio(actor, null, path.portfolioId);
  const viewer = await requireViewer(actor, portfolio);
  const view = workflowView(portfolio, viewer);
  const component = view.components.find((c) => c.component_id === path.componentId);
  if (!component || !isReferencingKind(component.type) || view.modes[component.component_id] === 'invisible') {
    throw notFound('portfolios.not_found');
  }
  const ids = referencedIds(component.type, portfolio.content[component.component_id]);
  return ownerAbstracts(portfolio.organizationId, portfolio.owner.userId, ids);
};
