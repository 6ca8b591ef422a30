import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declineTemplateUpdate as declineTemplateUpdateContract, type RequestBodyInput } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { portfoliosKeys } from './keys';

type Body = RequestBodyInput<typeof declineTemplateUpdateContract>;

/** POST /api/users/{id}/portfolios/{portfolioId}/template-update/decline: declineTemplateUpdate (to be described). */
export const declineTemplateUpdate = ({ id, portfolioId, body }: { id: string; portfolioId: string; body: Body }) =>
  api(declineTemplateUpdateContract, { path: { id, portfolioId }, body });

export function useDeclineTemplateUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: declineTemplateUpdate,
    onSuccess: () => client.invalidateQueries({ queryKey: portfoliosKeys.all }),
  });
}
