import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteStatementSet as deleteStatementSetContract } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { hierarchyKeys } from './keys';

/** DELETE /api/statement-sets/{id} (spec 2 §8: server message, or the unknown-error sentence). */
export const deleteStatementSet = (id: string) => api(deleteStatementSetContract, { path: { id } });

export function useDeleteStatementSet(nodeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteStatementSet,
    onSuccess: () => client.invalidateQueries({ queryKey: hierarchyKeys.statementSets(nodeId) }),
  });
}
