import type { listPortfolios } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { portfolioPage } from './portfolio-listing';

/**
 * GET /api/users/{id}/portfolios (spec 1 §7: state, page, exclude, category, include_showcase): the caller's
 * portfolios newest first, 15 a page; `state=trashed` lists the trash. Actor + one Query.
 */
export const listPortfoliosUseCase: UseCase<typeof listPortfolios> = ({ path, query }, { actor }) =>
  portfolioPage(actor, path.id, query);
