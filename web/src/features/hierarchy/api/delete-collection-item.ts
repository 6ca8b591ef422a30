import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { collections, type CollectionKind } from './collections';
import { hierarchyKeys } from './keys';

/** DELETE /api/{collection}/{id}. */
export async function deleteCollectionItem(kind: CollectionKind, id: string): Promise<void> {
  const path = { id };
  switch (kind) {
    case 'label':
      return void (await api(collections.label.remove, { path }));
    case 'siteCategory':
      return void (await api(collections.siteCategory.remove, { path }));
    case 'site':
      return void (await api(collections.site.remove, { path }));
    case 'logCategory':
      return void (await api(collections.logCategory.remove, { path }));
  }
}

export function useDeleteCollectionItem(kind: CollectionKind, nodeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCollectionItem(kind, id),
    onSuccess: () => client.invalidateQueries({ queryKey: hierarchyKeys.node(nodeId) }),
  });
}
