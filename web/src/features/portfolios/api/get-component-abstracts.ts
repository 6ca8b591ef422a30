import { queryOptions, useQuery } from '@tanstack/react-query';
import { getComponentAbstracts } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { portfoliosKeys } from './keys';

/**
 * GET /api/portfolios/{id}/abstracts/{componentId}: the items a gallery, timeline or portfolio reference names
 * as saved, for whoever reads the portfolio (its owner and its assessors alike).
 */
export const componentAbstractsQueryOptions = (portfolioId: string, componentId: string) =>
  queryOptions({
    queryKey: portfoliosKeys.abstracts(portfolioId, componentId),
    queryFn: ({ signal }) => api(getComponentAbstracts, { path: { portfolioId, componentId }, signal }),
  });

export function useComponentAbstracts(portfolioId: string | undefined, componentId: string, enabled: boolean) {
  return useQuery({
    ...componentAbstractsQueryOptions(portfolioId ?? '', componentId),
    enabled: enabled && Boolean(portfolioId),
  });
}
