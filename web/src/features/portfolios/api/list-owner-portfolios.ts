import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listPortfolios } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { portfoliosKeys } from './keys';

/** GET /api/users/{id}/portfolios?exclude&page: the owner's other portfolios, 15 a page (component reference). */
export function useOwnerPortfolios(ownerId: string, exclude: string, page: number) {
  return useQuery({
    queryKey: portfoliosKeys.ownerPortfolios(ownerId, exclude, page),
    queryFn: ({ signal }) =>
      api(listPortfolios, { path: { id: ownerId }, query: { page, ...(exclude ? { exclude } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });
}
