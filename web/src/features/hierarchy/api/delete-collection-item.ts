import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractsOf, type CollectionKind } from './collections';
import { hierarchyKeys } from './keys';

/** DELETE /api/{collection}/{id}. */
export const deleteCollectionItem = (kind: CollectionKind, id: string) =>
  api(contractsOf(kind).remove, { path: { id } });

export function useDeleteCollectionItem(kind: CollectionKind, nodeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCollectionItem(kind, id),
    onSuccess: () => client.invalidateQueries({ queryKey: hierarchyKeys.node(nodeId) }),
  });
}
