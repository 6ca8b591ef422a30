import { defineEntity } from '../../entity';

export type ItemKind = 'label' | 'site' | 'site_category' | 'log_category';

/**
 * A named thing on a node (spec 2 §3): a label, a site (with an optional category of the same node), a site
 * category or a log category (whose `referenceCount` counts the courses using it). Names are unique in the
 * node and kind (guard `ITEM#<kind>#<nodeId>`).
 */
export interface HierarchyItem {
  organizationId: string;
  kind: ItemKind;
  itemId: string;
  nodeId: string;
  name: string;
  siteCategoryId: string | null;
  referenceCount: number;
  version: number;
  createdAt: string;
}

export const itemEntity = defineEntity<HierarchyItem>()({
  name: 'hierarchyItem',
  keyFields: ['organizationId', 'kind', 'itemId'],
  key: ({ organizationId, kind, itemId }) => ({ pk: `ORG#${organizationId}`, sk: `ITEM#${kind}#${itemId}` }),
  indexes: (item) => ({
    gsi1pk: `ORG#${item.organizationId}#NODE#${item.nodeId}`,
    gsi1sk: `ITEM#${item.kind}#${item.itemId}`,
  }),
  defaults: { siteCategoryId: null, referenceCount: 0, version: 1 },
});
