import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptTemplateUpdate as acceptTemplateUpdateContract, type RequestBodyInput } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { portfoliosKeys } from './keys';

type Body = RequestBodyInput<typeof acceptTemplateUpdateContract>;

/** POST /api/users/{id}/portfolios/{portfolioId}/template-update/accept: acceptTemplateUpdate (to be described). */
export const acceptTemplateUpdate = ({ id, portfolioId, body }: { id: string; portfolioId: string; body: Body }) =>
  api(acceptTemplateUpdateContract, { path: { id, portfolioId }, body });

export function useAcceptTemplateUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptTemplateUpdate,
    onSuccess: () => client.invalidateQueries({ queryKey: portfoliosKeys.all }),
  });
}
