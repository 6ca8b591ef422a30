import { Entity, type EntityConfiguration } from 'electrodb';

/** Sessions expire from the table after this long (TTL attribute `ttl`). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** One sign-in of a user (POST /api/sessions). Only the account's latestSessionId may write (brief: session rule). */
export function sessionEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'session', version: '1', service: 'tessera' },
      attributes: {
        userId: { type: 'string', required: true, readOnly: true },
        sessionId: { type: 'string', required: true, readOnly: true },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
        userAgent: { type: 'string' },
        ttl: { type: 'number', required: true },
      },
      indexes: {
        primary: {
          pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
          sk: { field: 'sk', composite: ['sessionId'], template: 'SESSION#${sessionId}', casing: 'none' },
        },
      },
    },
    config,
  );
}

export type SessionEntity = ReturnType<typeof sessionEntity>;
