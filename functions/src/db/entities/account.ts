import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * The login identity (ADR 0003): one per Cognito user, keyed by the user id (= Cognito `sub`) rather than by
 * an organisation, because it is read before the organisation is known. It carries what actor resolution
 * needs in the first round trip: current organisation, latest session and the active impersonation.
 */
export function accountEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'account', version: '1', service: 'tessera' },
      attributes: {
        userId: { type: 'string', required: true, readOnly: true },
        email: { type: 'string', required: true },
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        locale: { type: ['en', 'es'] as const, required: true, default: 'en' },
        avatarSmall: { type: 'string' },
        signEula: { type: 'boolean', default: false },
        currentOrganizationId: { type: 'string', required: true },
        latestSessionId: { type: 'string' },
        /** Set while this user acts as another one; removed on revoke. The audit record is the impersonation entity. */
        impersonation: {
          type: 'map',
          properties: {
            impersonationId: { type: 'string', required: true },
            targetUserId: { type: 'string', required: true },
            organizationId: { type: 'string', required: true },
            startedAt: { type: 'string', required: true },
          },
        },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
        updatedAt: {
          type: 'string',
          watch: '*',
          set: () => new Date().toISOString(),
        },
      },
      indexes: {
        primary: {
          pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'ACCOUNT', casing: 'none' },
        },
      },
    },
    config,
  );
}

export type AccountEntity = ReturnType<typeof accountEntity>;
