import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A group (section) on a node, as the CSV import creates it before courses exist (ADR 0004): code, title,
 * term code and dates. group_code is unique in the organisation (guard GROUP_CODE). The courses issue
 * extends this entity (new version) with owners, membership, status and the course it belongs to.
 */
export function hierarchyGroupEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'hierarchyGroup', version: '1', service: 'tessera' },
      attributes: {
        organizationId: { type: 'string', required: true, readOnly: true },
        groupId: { type: 'string', required: true, readOnly: true },
        nodeId: { type: 'string', required: true, readOnly: true },
        groupCode: { type: 'string', required: true },
        title: { type: 'string', required: true },
        termCode: { type: 'string' },
        /** YYYY-MM-DD */
        startDate: { type: 'string' },
        endDate: { type: 'string' },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        primary: {
          pk: { field: 'pk', composite: ['organizationId'], template: 'ORG#${organizationId}', casing: 'none' },
          sk: { field: 'sk', composite: ['groupId'], template: 'GROUP#${groupId}', casing: 'none' },
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
          sk: { field: 'gsi1sk', composite: ['groupId'], template: 'GROUP#${groupId}', casing: 'none' },
        },
      },
    },
    config,
  );
}

export type HierarchyGroupEntity = ReturnType<typeof hierarchyGroupEntity>;
