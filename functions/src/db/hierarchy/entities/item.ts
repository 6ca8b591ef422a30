import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

export const ITEM_KINDS = ['label', 'site', 'site_category', 'log_category'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/**
 * A named thing on a node (spec 2 §3): a label, a site (with an optional category of the same node), a site
 * category or a log category (whose `referenceCount` counts the courses using it). Names are unique in the
 * node and kind (guard `ITEM#<kind>#<nodeId>`).
 */
export const hierarchyItemRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    kind: z.enum(ITEM_KINDS),
    itemId: z.string(),
    nodeId: z.string(),
    name: z.string(),
    siteCategoryId: z.nullable(z.string()),
    referenceCount: z.number(),
    version: z.number(),
    createdAt: z.string(),
  }),
);
export type HierarchyItem = RecordOf<typeof hierarchyItemRecord>;

export const itemEntity = defineEntity<HierarchyItem>()({
  name: 'hierarchyItem',
  keyFields: ['organizationId', 'kind', 'itemId'],
  key: ({ organizationId, kind, itemId }) => ({ pk: `ORG#${organizationId}`, sk: `ITEM#${kind}#${itemId}` }),
  indexes: (item) => ({
    gsi1pk: `ORG#${item.organizationId}#NODE#${item.nodeId}`,
    gsi1sk: `ITEM#${item.kind}#${item.itemId}`,
  }),
  defaults: { siteCategoryId: null, referenceCount: 0, version: 1 },
  record: hierarchyItemRecord,
});
