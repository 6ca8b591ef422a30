import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTerm as deleteTermContract } from '@tessera/shared';
import { api } from '../../../../lib/api-client';
import { termsKeys } from './keys';

/** DELETE /api/terms/{id}. */
export const deleteTerm = (id: string) => api(deleteTermContract, { path: { id } });

export function useDeleteTerm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTerm,
    onSuccess: () => client.invalidateQueries({ queryKey: termsKeys.all }),
  });
}
