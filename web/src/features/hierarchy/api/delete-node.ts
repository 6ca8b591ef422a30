import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteNode as deleteNodeContract } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { hierarchyKeys } from './keys';

/** DELETE /api/hierarchy/nodes/{id}: refused while the node holds anything (spec 2 §8 "error modal"). */
export const deleteNode = (id: string) => api(deleteNodeContract, { path: { id } });

export function useDeleteNode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteNode,
    onSuccess: () => client.invalidateQueries({ queryKey: hierarchyKeys.tree() }),
  });
}
