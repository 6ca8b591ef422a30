import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/** The parentId of a top-level node. */
export const TOP_PARENT = '#';

export const MOUNTABLE_TYPES = ['institution', 'college', 'department', 'program', 'folder'] as const;
export type MountableType = (typeof MOUNTABLE_TYPES)[number];

export const nodeAdminRecord = recordSchema(() =>
  z.object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.string(),
  }),
);
export type NodeAdmin = RecordOf<typeof nodeAdminRecord>;

/**
 * A node (folder) of an organisation's institution tree (spec 2 §3 "Hierarchy node"), with the admins listed
 * on it (spec 2 §6) embedded: the whole tree, admins included, is one Query of the `ORG#<orgId>#TREE`
 * partition. `version` guards concurrent edits; `holdings` counts what hangs on the node (child nodes,
 * labels, sites, site categories, log categories, statement sets, groups, and rubrics not archived through
 * ports/hierarchy.ts) so a delete can be conditioned on it being 0 in the same write.
 */
export const hierarchyNodeRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    nodeId: z.string(),
    text: z.string(),
    /** The parent's id, or TOP_PARENT. */
    parentId: z.string(),
    /** Ids from the top-level node down to this one. */
    path: z.array(z.string()),
    mountableType: z.enum(MOUNTABLE_TYPES),
    state: z.literal('active'),
    /** For top-level nodes: which of the 2 top-level slots it holds (guard ROOT_SLOT/<n>). */
    rootSlot: z.nullable(z.number()),
    admins: z.array(nodeAdminRecord()),
    holdings: z.number(),
    version: z.number(),
    createdAt: z.string(),
  }),
);
export type HierarchyNode = RecordOf<typeof hierarchyNodeRecord>;

/** The partition of an organisation's tree: every node of it, admins included. */
export const treePartition = (organizationId: string): string => `ORG#${organizationId}#TREE`;

export const nodeEntity = defineEntity<HierarchyNode>()({
  name: 'hierarchyNode',
  keyFields: ['organizationId', 'nodeId'],
  key: ({ organizationId, nodeId }) => ({ pk: treePartition(organizationId), sk: `NODE#${nodeId}` }),
  defaults: { mountableType: 'folder', state: 'active', rootSlot: null, admins: [], holdings: 0, version: 1 },
  record: hierarchyNodeRecord,
});
