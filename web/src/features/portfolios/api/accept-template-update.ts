import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptTemplateUpdate as acceptTemplateUpdateContract, type RequestBodyInput } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';

type Body = RequestBodyInput<typeof acceptTemplateUpdateContract>;

/**
 * POST /api/users/{id}/portfolios/{portfolioId}/template-update/accept: the owner takes the offered template version (the answers it names are dropped), at the version held.
 * Answers the portfolio as it is now, which replaces the composer's copy.
 */
export const acceptTemplateUpdate = ({ id, portfolioId, body }: { id: string; portfolioId: string; body: Body }) =>
  api(acceptTemplateUpdateContract, { path: { id, portfolioId }, body });

export function useAcceptTemplateUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptTemplateUpdate,
    onSuccess: (portfolio, { id, portfolioId }) =>
      client.setQueryData(resourceKeys.portfolio(id, portfolioId, undefined), portfolio),
  });
}
