import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declineTemplateUpdate as declineTemplateUpdateContract, type RequestBodyInput } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';

type Body = RequestBodyInput<typeof declineTemplateUpdateContract>;

/**
 * POST /api/users/{id}/portfolios/{portfolioId}/template-update/decline: the owner keeps the version the portfolio runs (that offer is not made again), at the version held.
 * Answers the portfolio as it is now, which replaces the composer's copy.
 */
export const declineTemplateUpdate = ({ id, portfolioId, body }: { id: string; portfolioId: string; body: Body }) =>
  api(declineTemplateUpdateContract, { path: { id, portfolioId }, body });

export function useDeclineTemplateUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: declineTemplateUpdate,
    onSuccess: (portfolio, { id, portfolioId }) =>
      client.setQueryData(resourceKeys.portfolio(id, portfolioId, undefined), portfolio),
  });
}
