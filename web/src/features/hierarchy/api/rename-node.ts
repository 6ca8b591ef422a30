import { useMutation, useQueryClient } from '@tanstack/react-query';
import { renameNode as renameNodeContract, type HierarchyNode } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { hierarchyKeys } from './keys';

/** PUT /api/hierarchy/nodes/{id} {new_node_text} (spec 2 §5). */
export const renameNode = (id: string, name: string) =>
  api(renameNodeContract, { path: { id }, body: { new_node_text: name } });

export function useRenameNode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameNode(id, name),
    onSuccess: (node) => {
      client.setQueryData<{ nodes: HierarchyNode[] }>(hierarchyKeys.tree(), (data) =>
        data ? { nodes: data.nodes.map((other) => (other.id === node.id ? node : other)) } : data,
      );
    },
  });
}
