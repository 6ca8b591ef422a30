import { defineEntity } from '../../entity';

/** The parentId of a top-level node. */
export const TOP_PARENT = '#';

export type MountableType = 'institution' | 'college' | 'department' | 'program' | 'folder';

export interface NodeAdmin {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
}

/**
 * A node (folder) of an organisation's institution tree (spec 2 §3 "Hierarchy node"), with the admins listed
 * on it (spec 2 §6) embedded: the whole tree, admins included, is one Query of the `ORG#<orgId>#TREE`
 * partition. `version` guards concurrent edits; `holdings` counts what hangs on the node (child nodes,
 * labels, sites, site categories, log categories, statement sets, groups, and rubrics not archived through
 * ports/hierarchy.ts) so a delete can be conditioned on it being 0 in the same write.
 */
export interface HierarchyNode {
  organizationId: string;
  nodeId: string;
  text: string;
  /** The parent's id, or TOP_PARENT. */
  parentId: string;
  /** Ids from the top-level node down to this one. */
  path: string[];
  mountableType: MountableType;
  state: 'active';
  /** For top-level nodes: which of the 2 top-level slots it holds (guard ROOT_SLOT/<n>). */
  rootSlot: number | null;
  admins: NodeAdmin[];
  holdings: number;
  version: number;
  createdAt: string;
}

export const nodeEntity = defineEntity<HierarchyNode>()({
  name: 'hierarchyNode',
  keyFields: ['organizationId', 'nodeId'],
  key: ({ organizationId, nodeId }) => ({ pk: `ORG#${organizationId}#TREE`, sk: `NODE#${nodeId}` }),
  defaults: { mountableType: 'folder', state: 'active', rootSlot: null, admins: [], holdings: 0, version: 1 },
});
