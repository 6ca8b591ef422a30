import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPortfolio } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';

/** GET /api/users/{owner}/portfolios/{id}[?action_as]: the composer's portfolio with what the caller may do. */
export const portfolioQueryOptions = (ownerId: string, portfolioId: string, actionAs?: string) =>
  queryOptions({
    queryKey: resourceKeys.portfolio(ownerId, portfolioId, actionAs),
    queryFn: ({ signal }) =>
      api(getPortfolio, {
        path: { id: ownerId, portfolioId },
        query: actionAs ? { action_as: actionAs } : {},
        signal,
      }),
    // The composer owns its copy while it is open: a background refetch must not overwrite unsaved work.
    refetchOnWindowFocus: false,
    retry: false,
  });

export function usePortfolio(ownerId: string, portfolioId: string, actionAs?: string, enabled = true) {
  return useQuery({ ...portfolioQueryOptions(ownerId, portfolioId, actionAs), enabled });
}
