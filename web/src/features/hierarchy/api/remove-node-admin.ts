import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeNodeAdmin as removeNodeAdminContract } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { hierarchyKeys } from './keys';

/** DELETE /api/hierarchy/nodes/{id}/admins/{userId}: never oneself (spec 2 §5, §8). */
export const removeNodeAdmin = (nodeId: string, userId: string) =>
  api(removeNodeAdminContract, { path: { id: nodeId, userId } });

export function useRemoveNodeAdmin(nodeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeNodeAdmin(nodeId, userId),
    onSuccess: () => client.invalidateQueries({ queryKey: hierarchyKeys.node(nodeId) }),
  });
}
