import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A uniqueness guard (ARCHITECTURE.md §5): one item per value that must be unique within a scope, written
 * with `attribute_not_exists` in the same transaction as the record it guards. Scopes: `NODE_NAME#<parentId>`
 * (folder names among siblings), `ROOT_SLOT` (the 2 top-level folders), `ITEM#<kind>#<nodeId>` (label, site,
 * site category and log category names in a node), `TERM_NAME`, `TERM_CODE`, `GROUP_CODE`. `value` is the
 * trimmed, lower-cased name; `ownerId` the record holding it.
 */
export function hierarchyGuardEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'hierarchyGuard', version: '1', service: 'tessera' },
      attributes: {
        organizationId: { type: 'string', required: true, readOnly: true },
        scope: { type: 'string', required: true, readOnly: true },
        value: { type: 'string', required: true, readOnly: true },
        ownerId: { type: 'string', required: true },
      },
      indexes: {
        primary: {
          pk: { field: 'pk', composite: ['organizationId'], template: 'ORG#${organizationId}', casing: 'none' },
          sk: { field: 'sk', composite: ['scope', 'value'], template: 'UNIQUE#${scope}#${value}', casing: 'none' },
        },
      },
    },
    config,
  );
}

export type HierarchyGuardEntity = ReturnType<typeof hierarchyGuardEntity>;
