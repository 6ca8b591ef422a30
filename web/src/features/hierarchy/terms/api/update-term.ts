import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateTerm as updateTermContract } from '@tessera/shared';
import { api } from '../../../../lib/api-client';
import type { TermInput } from './create-term';
import { termsKeys } from './keys';

/** PUT /api/terms/{id}. */
export const updateTerm = (id: string, body: TermInput) => api(updateTermContract, { path: { id }, body });

export function useUpdateTerm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TermInput }) => updateTerm(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: termsKeys.all }),
  });
}
