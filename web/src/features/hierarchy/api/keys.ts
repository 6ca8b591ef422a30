import type { CollectionKind } from './collections';

/** Query keys of the hierarchy feature; everything under a node starts with `node(id)`. */
export const hierarchyKeys = {
  all: ['hierarchy'] as const,
  tree: () => [...hierarchyKeys.all, 'tree'] as const,
  node: (nodeId: string) => [...hierarchyKeys.all, 'node', nodeId] as const,
  admins: (nodeId: string) => [...hierarchyKeys.node(nodeId), 'admins'] as const,
  adminCandidates: (nodeId: string, q: string) => [...hierarchyKeys.node(nodeId), 'admin-candidates', q] as const,
  collection: (kind: CollectionKind, nodeId: string) => [...hierarchyKeys.node(nodeId), 'collection', kind] as const,
  statementSets: (nodeId: string) => [...hierarchyKeys.node(nodeId), 'statement-sets'] as const,
};
