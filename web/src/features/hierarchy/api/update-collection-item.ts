import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractsOf, type CollectionItem, type CollectionItemInput, type CollectionKind } from './collections';
import { hierarchyKeys } from './keys';

/** PUT /api/{collection}/{id}. */
export const updateCollectionItem = async (
  kind: CollectionKind,
  id: string,
  body: CollectionItemInput,
): Promise<CollectionItem> => api(contractsOf(kind).update, { path: { id }, body });

export function useUpdateCollectionItem(kind: CollectionKind, nodeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CollectionItemInput }) => updateCollectionItem(kind, id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: hierarchyKeys.node(nodeId) }),
  });
}
