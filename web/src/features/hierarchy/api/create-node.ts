import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createNode as createNodeContract, type HierarchyNode } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { hierarchyKeys } from './keys';

/** POST /api/hierarchy/nodes {parent, new_node_text}: a child folder (spec 2 §5 "Folder name - N"). */
export const createNode = (parent: string, name: string) =>
  api(createNodeContract, { body: { parent, new_node_text: name } });

export function useCreateNode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ parent, name }: { parent: string; name: string }) => createNode(parent, name),
    onSuccess: (node) => {
      client.setQueryData<{ nodes: HierarchyNode[] }>(hierarchyKeys.tree(), (data) =>
        data ? { nodes: [...data.nodes.filter((other) => other.id !== node.id), node] } : data,
      );
      void client.invalidateQueries({ queryKey: hierarchyKeys.tree() });
    },
  });
}
