import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchPortfolios } from '@tessera/shared';
import { api } from '../../../../lib/api-client';
import type { SearchCategory } from '../utils/search-location';
import { searchKeys } from './keys';

/**
 * GET /api/users/{id}/portfolios/search (spec 1 §7: q, category, include_showcase, page): the caller's portfolios
 * and evidence whose title or abstract holds every word of q, 15 a page.
 */
export function useSearchPortfolios(userId: string, q: string, category: SearchCategory, page: number) {
  return useQuery({
    queryKey: searchKeys.portfolios(userId, q, category, page),
    queryFn: ({ signal }) =>
      api(searchPortfolios, {
        path: { id: userId },
        query: { q, category, include_showcase: category === 'assignment' ? 'false' : 'true', page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
