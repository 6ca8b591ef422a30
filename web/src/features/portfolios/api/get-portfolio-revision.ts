import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPortfolioRevision } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { portfoliosKeys } from './keys';

/** GET .../portfolios/{id}/revisions/{n}: a revision exactly as it was submitted (immutable, so cached for good). */
export const revisionQueryOptions = (ownerId: string, portfolioId: string, revision: number) =>
  queryOptions({
    queryKey: portfoliosKeys.revision(ownerId, portfolioId, revision),
    queryFn: ({ signal }) =>
      api(getPortfolioRevision, { path: { id: ownerId, portfolioId, revision: String(revision) }, signal }),
    staleTime: Infinity,
  });

export function usePortfolioRevision(ownerId: string, portfolioId: string, revision: number | null) {
  return useQuery({ ...revisionQueryOptions(ownerId, portfolioId, revision ?? 0), enabled: revision !== null });
}
