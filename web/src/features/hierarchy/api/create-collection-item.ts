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

/** POST /api/hierarchy/nodes/{id}/{collection}: a label, site category, site or log category on a node. */
export const createCollectionItem = async (
  kind: CollectionKind,
  nodeId: string,
  body: CollectionItemInput,
): Promise<CollectionItem> => {
  const path = { id: nodeId };
  // One call per kind: each contract keeps its own input and answer types (no cast to a widest shape).
  switch (kind) {
    case 'label':
      return api(collections.label.create, { path, body: nameOf(body) });
    case 'siteCategory':
      return api(collections.siteCategory.create, { path, body: nameOf(body) });
    case 'site':
      return api(collections.site.create, {
        path,
        body: siteBodyOf(body),
      });
    case 'logCategory':
      return api(collections.logCategory.create, { path, body: nameOf(body) });
  }
};

export function useCreateCollectionItem(kind: CollectionKind, nodeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CollectionItemInput) => createCollectionItem(kind, nodeId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: hierarchyKeys.node(nodeId) }),
  });
}
