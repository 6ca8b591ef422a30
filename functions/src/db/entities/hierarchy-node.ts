import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A node (folder) of an organisation's institution tree (spec 2 §3 "Hierarchy node"), with the admins listed
 * on it (spec 2 §6) embedded: the whole tree, admins included, is one Query of the `ORG#<orgId>#TREE`
 * partition. `version` guards concurrent edits; `holdings` counts what hangs on the node (child nodes,
 * labels, sites, site categories, log categories, statement sets, groups) so a delete can be conditioned on
 * it being 0 in the same write.
 */
export function hierarchyNodeEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'hierarchyNode', version: '1', service: 'tessera' },
      attributes: {
        organizationId: { type: 'string', required: true, readOnly: true },
        nodeId: { type: 'string', required: true, readOnly: true },
        text: { type: 'string', required: true },
        /** The parent's id, or '#' for a top-level node. */
        parentId: { type: 'string', required: true, readOnly: true },
        /** Ids from the top-level node down to this one. */
        path: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
        mountableType: { type: ['institution', 'college', 'department', 'program', 'folder'] as const, required: true },
        state: { type: ['active'] as const, required: true, default: 'active' },
        /** For top-level nodes: which of the 2 top-level slots it holds (guard item ROOT_SLOT#<n>). */
        rootSlot: { type: 'number' },
        admins: {
          type: 'list',
          default: () => [],
          items: {
            type: 'map',
            properties: {
              userId: { type: 'string', required: true },
              email: { type: 'string', required: true },
              firstName: { type: 'string', required: true },
              lastName: { type: 'string', required: true },
              role: { type: 'string', required: true },
            },
          },
        },
        holdings: { type: 'number', required: true, default: 0 },
        version: { type: 'number', required: true, default: 1 },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        primary: {
          pk: { field: 'pk', composite: ['organizationId'], template: 'ORG#${organizationId}#TREE', casing: 'none' },
          sk: { field: 'sk', composite: ['nodeId'], template: 'NODE#${nodeId}', casing: 'none' },
        },
      },
    },
    config,
  );
}

export type HierarchyNodeEntity = ReturnType<typeof hierarchyNodeEntity>;
