import { useMutation } from '@tanstack/react-query';
import { markPortfolioAssessing } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/** PUT .../portfolios/{id}/mark_assessing: an assessor starts an observational assessment. */
export function useMarkAssessing() {
  return useMutation({
    mutationFn: ({ ownerId, portfolioId, version }: { ownerId: string; portfolioId: string; version: number }) =>
      api(markPortfolioAssessing, { path: { id: ownerId, portfolioId }, body: { version } }),
  });
}
