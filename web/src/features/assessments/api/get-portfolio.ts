import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPortfolio } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';

/** GET /api/users/{owner}/portfolios/{id}[?action_as]: what the separate assessment window assesses. */
export const portfolioQueryOptions = (ownerId: string, portfolioId: string, actionAs?: string) =>
  queryOptions({
    queryKey: resourceKeys.portfolio(ownerId, portfolioId, actionAs),
    queryFn: ({ signal }) =>
      api(getPortfolio, {
        path: { id: ownerId, portfolioId },
        query: actionAs ? { action_as: actionAs } : {},
        signal,
      }),
    refetchOnWindowFocus: false,
    retry: false,
  });

export function usePortfolio(ownerId: string, portfolioId: string, actionAs?: string) {
  return useQuery(portfolioQueryOptions(ownerId, portfolioId, actionAs));
}
