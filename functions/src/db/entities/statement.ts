import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * One statement (standard) of a statement set (spec 2 §3 "Statement"). Read by id for
 * POST /api/statements/descriptions (BatchGetItem) and with its node's contents (`nodeContents`).
 */
export function statementEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'statement', version: '1', service: 'tessera' },
      attributes: {
        organizationId: { type: 'string', required: true, readOnly: true },
        statementId: { type: 'string', required: true, readOnly: true },
        setId: { type: 'string', required: true, readOnly: true },
        nodeId: { type: 'string', required: true, readOnly: true },
        title: { type: 'string', required: true },
        abbreviation: { type: 'string', required: true, default: '' },
        /** The statement's own code (spec 2 §3 statement_id), e.g. "MD.Math". */
        code: { type: 'string', required: true, default: '' },
        description: { type: 'string', required: true, default: '' },
        parentId: { type: 'string' },
        sourceIdentifier: { type: 'string' },
      },
      indexes: {
        primary: {
          pk: { field: 'pk', composite: ['organizationId'], template: 'ORG#${organizationId}', casing: 'none' },
          sk: { field: 'sk', composite: ['statementId'], template: 'STATEMENT#${statementId}', casing: 'none' },
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
          sk: {
            field: 'gsi1sk',
            composite: ['setId', 'statementId'],
            template: 'STATEMENT#${setId}#${statementId}',
            casing: 'none',
          },
        },
      },
    },
    config,
  );
}

export type StatementEntity = ReturnType<typeof statementEntity>;
