import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  collections,
  nameOf,
  siteBodyOf,
  type CollectionItem,
  type CollectionItemInput,
  type CollectionKind,
} from './collections';
import { hierarchyKeys } from './keys';

/** PUT /api/{collection}/{id}. */
export const updateCollectionItem = async (
  kind: CollectionKind,
  id: string,
  body: CollectionItemInput,
): Promise<CollectionItem> => {
  const path = { id };
  switch (kind) {
    case 'label':
      return api(collections.label.update, { path, body: nameOf(body) });
    case 'siteCategory':
      return api(collections.siteCategory.update, { path, body: nameOf(body) });
    case 'site':
      return api(collections.site.update, {
        path,
        body: siteBodyOf(body),
      });
    case 'logCategory':
      return api(collections.logCategory.update, { path, body: nameOf(body) });
  }
};

export function useUpdateCollectionItem(kind: CollectionKind, nodeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CollectionItemInput }) => updateCollectionItem(kind, id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: hierarchyKeys.node(nodeId) }),
  });
}
