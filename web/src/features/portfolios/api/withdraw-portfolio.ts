import { useMutation } from '@tanstack/react-query';
import { withdrawPortfolio } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/** PUT .../portfolios/{id}/withdraw: the submitter takes a submission back; answers can_withdraw and the state. */
export function useWithdrawPortfolio() {
  return useMutation({
    mutationFn: ({ ownerId, portfolioId, version }: { ownerId: string; portfolioId: string; version: number }) =>
      api(withdrawPortfolio, { path: { id: ownerId, portfolioId }, body: { version, portfolio_action: 'withdraw' } }),
  });
}
