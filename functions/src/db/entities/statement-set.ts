import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A statement set (standards) on a node (spec 2 §3). Its statements are items of their own (statement.ts)
 * under the same node, so a node's sets and statements come back in one query (`nodeContents`).
 * `referenceCount` counts templates and rubrics that use the set; deletion needs 0.
 */
export function statementSetEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'statementSet', version: '1', service: 'tessera' },
      attributes: {
        organizationId: { type: 'string', required: true, readOnly: true },
        setId: { type: 'string', required: true, readOnly: true },
        nodeId: { type: 'string', required: true, readOnly: true },
        title: { type: 'string', required: true },
        abbreviation: { type: 'string', required: true, default: '' },
        sourceKind: { type: ['manual', 'case'] as const, required: true, readOnly: true },
        sourceIdentifier: { type: 'string' },
        sourceUri: { type: 'string' },
        /** Ids of the statements, in display order. */
        statementIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        referenceCount: { type: 'number', required: true, default: 0 },
        version: { type: 'number', required: true, default: 1 },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        primary: {
          pk: { field: 'pk', composite: ['organizationId'], template: 'ORG#${organizationId}', casing: 'none' },
          sk: { field: 'sk', composite: ['setId'], template: 'STATEMENT_SET#${setId}', casing: 'none' },
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
          sk: { field: 'gsi1sk', composite: ['setId'], template: 'STATEMENT_SET#${setId}', casing: 'none' },
        },
      },
    },
    config,
  );
}

export type StatementSetEntity = ReturnType<typeof statementSetEntity>;
