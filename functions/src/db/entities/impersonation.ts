import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * Audit trail of one impersonation: who acted as whom, when it started and when it was revoked. Kept under
 * the organisation of the user acted as; never deleted.
 */
export function impersonationEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'impersonation', version: '1', service: 'tessera' },
      attributes: {
        organizationId: { type: 'string', required: true, readOnly: true },
        impersonationId: { type: 'string', required: true, readOnly: true },
        impersonatorId: { type: 'string', required: true, readOnly: true },
        impersonatorEmail: { type: 'string', required: true, readOnly: true },
        impersonatorOrganizationId: { type: 'string', required: true, readOnly: true },
        targetUserId: { type: 'string', required: true, readOnly: true },
        targetEmail: { type: 'string', required: true, readOnly: true },
        startedAt: { type: 'string', required: true, readOnly: true },
        revokedAt: { type: 'string' },
      },
      indexes: {
        primary: {
          pk: { field: 'pk', composite: ['organizationId'], template: 'ORG#${organizationId}', casing: 'none' },
          sk: {
            field: 'sk',
            composite: ['impersonationId'],
            template: 'IMPERSONATION#${impersonationId}',
            casing: 'none',
          },
        },
        byImpersonator: {
          index: 'byRelation',
          pk: { field: 'gsi1pk', composite: ['impersonatorId'], template: 'USER#${impersonatorId}', casing: 'none' },
          sk: {
            field: 'gsi1sk',
            composite: ['impersonationId'],
            template: 'IMPERSONATION#${impersonationId}',
            casing: 'none',
          },
        },
      },
    },
    config,
  );
}

export type ImpersonationEntity = ReturnType<typeof impersonationEntity>;
