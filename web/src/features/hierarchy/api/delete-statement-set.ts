import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteStatementSet as deleteStatementSetContract } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';
import { hierarchyKeys } from './keys';

/** DELETE /api/statement-sets/{id} (spec 2 §8: server message, or the unknown-error sentence). */
export const deleteStatementSet = (id: string) => api(deleteStatementSetContract, { path: { id } });

export function useDeleteStatementSet(nodeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteStatementSet,
    // The node's sets, and every node's alignable sets (a node lists the sets of the nodes above it).
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: hierarchyKeys.statementSets(nodeId) }),
        client.invalidateQueries({ queryKey: resourceKeys.alignableStatementSets() }),
      ]),
  });
}
