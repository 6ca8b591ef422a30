import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { collections, type CollectionItem, type CollectionKind } from './collections';
import { hierarchyKeys } from './keys';

async function listCollectionItems(
  kind: CollectionKind,
  nodeId: string,
  signal: AbortSignal,
): Promise<CollectionItem[]> {
  const request = { path: { id: nodeId }, query: {}, signal };
  switch (kind) {
    case 'label':
      return (await api(collections.label.list, request)).items;
    case 'siteCategory':
      return (await api(collections.siteCategory.list, request)).items;
    case 'site':
      return (await api(collections.site.list, request)).items;
    case 'logCategory':
      return (await api(collections.logCategory.list, request)).items;
  }
}

/** GET /api/hierarchy/nodes/{id}/{labels|site-categories|sites|log-categories} (spec 2 §3). */
export const collectionItemsQueryOptions = (kind: CollectionKind, nodeId: string) =>
  queryOptions({
    queryKey: hierarchyKeys.collection(kind, nodeId),
    queryFn: ({ signal }) => listCollectionItems(kind, nodeId, signal),
  });

export function useCollectionItems(kind: CollectionKind, nodeId: string, enabled = true) {
  return useQuery({ ...collectionItemsQueryOptions(kind, nodeId), enabled });
}
