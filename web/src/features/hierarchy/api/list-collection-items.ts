import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractsOf, type CollectionItem, type CollectionKind } from './collections';
import { hierarchyKeys } from './keys';

/** GET /api/hierarchy/nodes/{id}/{labels|site-categories|sites|log-categories} (spec 2 §3). */
export const collectionItemsQueryOptions = (kind: CollectionKind, nodeId: string) =>
  queryOptions({
    queryKey: hierarchyKeys.collection(kind, nodeId),
    queryFn: async ({ signal }): Promise<CollectionItem[]> =>
      (await api(contractsOf(kind).list, { path: { id: nodeId }, query: {}, signal })).items,
  });

export function useCollectionItems(kind: CollectionKind, nodeId: string, enabled = true) {
  return useQuery({ ...collectionItemsQueryOptions(kind, nodeId), enabled });
}
