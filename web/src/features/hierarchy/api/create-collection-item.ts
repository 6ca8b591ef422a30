import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractsOf, type CollectionItem, type CollectionItemInput, type CollectionKind } from './collections';
import { hierarchyKeys } from './keys';

/** POST /api/hierarchy/nodes/{id}/{collection}: a label, site category, site or log category on a node. */
export const createCollectionItem = async (
  kind: CollectionKind,
  nodeId: string,
  body: CollectionItemInput,
): Promise<CollectionItem> => api(contractsOf(kind).create, { path: { id: nodeId }, body });

export function useCreateCollectionItem(kind: CollectionKind, nodeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CollectionItemInput) => createCollectionItem(kind, nodeId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: hierarchyKeys.node(nodeId) }),
  });
}
