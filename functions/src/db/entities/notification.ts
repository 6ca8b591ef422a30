import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A notification for one user in one organisation. The text is a catalogue key plus parameters, resolved in
 * the reader's language; `notificationId` is a ULID so the sort key orders by time.
 */
export function notificationEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'notification', version: '1', service: 'tessera' },
      attributes: {
        organizationId: { type: 'string', required: true, readOnly: true },
        userId: { type: 'string', required: true, readOnly: true },
        notificationId: { type: 'string', required: true, readOnly: true },
        messageKey: { type: 'string', required: true },
        params: { type: 'any' },
        link: { type: 'string' },
        read: { type: 'boolean', required: true, default: false },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        primary: {
          pk: { field: 'pk', composite: ['organizationId'], template: 'ORG#${organizationId}', casing: 'none' },
          sk: {
            field: 'sk',
            composite: ['userId', 'notificationId'],
            template: 'NOTIFICATION#${userId}#${notificationId}',
            casing: 'none',
          },
        },
      },
    },
    config,
  );
}

export type NotificationEntity = ReturnType<typeof notificationEntity>;
