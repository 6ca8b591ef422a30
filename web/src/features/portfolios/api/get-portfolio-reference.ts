import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPortfolioReference } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import type { ReferenceLink } from '../utils/reference-link';
import { portfoliosKeys } from './keys';

/** GET /api/portfolios/{id}/references/{ref}: an item the portfolio references, read-only (the reference viewer). */
export const referenceQueryOptions = (link: ReferenceLink) =>
  queryOptions({
    queryKey: portfoliosKeys.reference(link),
    queryFn: ({ signal }) =>
      api(getPortfolioReference, {
        path: { portfolioId: link.originalPortfolioId, ref: link.referencePortfolioId },
        query: {
          ...(link.revision !== undefined ? { revision: link.revision } : {}),
          ...(link.referenceComponentId ? { reference_component_id: link.referenceComponentId } : {}),
          ...(link.rootPortfolioId ? { root_portfolio_id: link.rootPortfolioId } : {}),
          ...(link.assessment ? { assessment: link.assessment } : {}),
        },
        signal,
      }),
  });

export function usePortfolioReference(link: ReferenceLink | null) {
  return useQuery({
    ...referenceQueryOptions(link ?? { originalPortfolioId: '', referencePortfolioId: '' }),
    enabled: link !== null,
  });
}
