import { notFound, type listPortfolioAbstracts } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { ownerAbstracts } from './abstracts';

/**
 * POST /api/users/{uid}/portfolios/abstracts (spec 1 §7 portfolio_ids): the composer's insert modals ask for
 * the abstracts of the caller's own items they list. Only the caller's own: anyone else's list is 404, and
 * ids that are not theirs are left out. Actor + one Query.
 */
export const listPortfolioAbstractsUseCase: UseCase<typeof listPortfolioAbstracts> = ({ path, body }, { actor }) => {
  if (path.id !== actor.userId) throw notFound('portfolios.not_found');
  return ownerAbstracts(actor.organisation.organizationId, actor.userId, body.portfolio_ids);
};
