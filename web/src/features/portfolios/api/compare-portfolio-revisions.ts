import { queryOptions, useQuery } from '@tanstack/react-query';
import { comparePortfolioRevisions } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { portfoliosKeys } from './keys';

/** GET .../portfolios/{id}/revision-comparison?from&to: component by component, what changed. */
export const revisionComparisonQueryOptions = (ownerId: string, portfolioId: string, from: number, to: number) =>
  queryOptions({
    queryKey: portfoliosKeys.comparison(ownerId, portfolioId, from, to),
    queryFn: ({ signal }) =>
      api(comparePortfolioRevisions, { path: { id: ownerId, portfolioId }, query: { from, to }, signal }),
    staleTime: Infinity,
  });

export function useRevisionComparison(ownerId: string, portfolioId: string, pair: { from: number; to: number } | null) {
  return useQuery({
    ...revisionComparisonQueryOptions(ownerId, portfolioId, pair?.from ?? 0, pair?.to ?? 0),
    enabled: pair !== null,
  });
}
