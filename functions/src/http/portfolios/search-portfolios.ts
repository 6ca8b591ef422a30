import type { searchPortfolios } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { portfolioPage } from './portfolio-listing';

/** GET .../portfolios/search (spec 1 §7): the list's filters and every word of q in the title or abstract. */
export const searchPortfoliosUseCase: UseCase<typeof searchPortfolios> = ({ path, query }, { actor }) =>
  portfolioPage(actor, path.id, query);
