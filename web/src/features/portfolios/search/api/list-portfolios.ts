import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listPortfolios } from '@tessera/shared';
import { api } from '../../../../lib/api-client';
import type { SearchCategory } from '../utils/search-location';
import { searchKeys } from './keys';

/** GET /api/users/{id}/portfolios (spec 1 §7: category, include_showcase, page): everything of the caller, newest first. */
export function useAllPortfolios(userId: string, category: SearchCategory, page: number) {
  return useQuery({
    queryKey: searchKeys.list(userId, category, page),
    queryFn: ({ signal }) =>
      api(listPortfolios, {
        path: { id: userId },
        query: { category, include_showcase: category === 'assignment' ? 'false' : 'true', page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
