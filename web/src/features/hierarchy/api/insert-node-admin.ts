import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insertNodeAdmin as insertNodeAdminContract } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { hierarchyKeys } from './keys';

/** POST /api/hierarchy/nodes/{id}/admins {user_id} (spec 2 §6). */
export const insertNodeAdmin = (nodeId: string, userId: string) =>
  api(insertNodeAdminContract, { path: { id: nodeId }, body: { user_id: userId } });

export function useInsertNodeAdmin(nodeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => insertNodeAdmin(nodeId, userId),
    onSuccess: () => client.invalidateQueries({ queryKey: hierarchyKeys.node(nodeId) }),
  });
}
