import { resourceKeys } from '../../../lib/query-keys';
import type { CollectionKind } from './collections';

/** Query keys of the hierarchy feature; everything under a node starts with `node(id)`. */
export const hierarchyKeys = {
  all: ['hierarchy'] as const,
  /** The nodes the caller may reach, read by templates too (lib/query-keys.ts). */
  tree: resourceKeys.hierarchy,
  node: (nodeId: string) => [...hierarchyKeys.all, 'node', nodeId] as const,
  admins: (nodeId: string) => [...hierarchyKeys.node(nodeId), 'admins'] as const,
  adminCandidates: (nodeId: string, q: string) => [...hierarchyKeys.node(nodeId), 'admin-candidates', q] as const,
  collection: (kind: CollectionKind, nodeId: string) => [...hierarchyKeys.node(nodeId), 'collection', kind] as const,
  statementSets: (nodeId: string) => [...hierarchyKeys.node(nodeId), 'statement-sets'] as const,
};
