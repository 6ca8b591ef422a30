import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A named thing that hangs on a node (spec 2 §3): a label (subject), a site, a site category or a log
 * category, told apart by `kind`. Read by id (GetItem) and, with everything else on the node, through the
 * `nodeContents` collection of the byRelation index (`ORG#<orgId>#NODE#<nodeId>`).
 */
export function hierarchyItemEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'hierarchyItem', version: '1', service: 'tessera' },
      attributes: {
        organizationId: { type: 'string', required: true, readOnly: true },
        kind: { type: ['label', 'site', 'site_category', 'log_category'] as const, required: true, readOnly: true },
        itemId: { type: 'string', required: true, readOnly: true },
        nodeId: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true },
        /** Sites: their category (a site category of the same node). */
        siteCategoryId: { type: 'string' },
        /** Log categories: how many courses use it (spec 2 §3 is_referenced); removal needs 0. */
        referenceCount: { type: 'number', required: true, default: 0 },
        version: { type: 'number', required: true, default: 1 },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        primary: {
          pk: { field: 'pk', composite: ['organizationId'], template: 'ORG#${organizationId}', casing: 'none' },
          sk: { field: 'sk', composite: ['kind', 'itemId'], template: 'ITEM#${kind}#${itemId}', casing: 'none' },
        },
        byNode: {
          index: 'byRelation',
          collection: 'nodeContents',
          pk: {
            field: 'gsi1pk',
            composite: ['organizationId', 'nodeId'],
            template: 'ORG#${organizationId}#NODE#${nodeId}',
            casing: 'none',
          },
          sk: { field: 'gsi1sk', composite: ['kind', 'itemId'], template: 'ITEM#${kind}#${itemId}', casing: 'none' },
        },
      },
    },
    config,
  );
}

export type HierarchyItemEntity = ReturnType<typeof hierarchyItemEntity>;
