import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A user's place in one organisation: roles, plus a copy of the profile so listings and searches within
 * the organisation never need the account record.
 */
export function membershipEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'membership', version: '1', service: 'tessera' },
      attributes: {
        organizationId: { type: 'string', required: true, readOnly: true },
        userId: { type: 'string', required: true, readOnly: true },
        roles: { type: 'list', items: { type: 'string' }, required: true },
        email: { type: 'string', required: true },
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        avatarSmall: { type: 'string' },
        /** Lower-cased "last first email", the listing sort key and what a search matches against. */
        searchName: {
          type: 'string',
          watch: ['firstName', 'lastName', 'email'],
          set: (_value, item: { firstName?: string; lastName?: string; email?: string }) =>
            `${item.lastName ?? ''} ${item.firstName ?? ''} ${item.email ?? ''}`.toLowerCase().trim(),
        },
        joinedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        primary: {
          pk: { field: 'pk', composite: ['organizationId'], template: 'ORG#${organizationId}', casing: 'none' },
          sk: { field: 'sk', composite: ['userId'], template: 'MEMBER#${userId}', casing: 'none' },
        },
        byUser: {
          index: 'byRelation',
          pk: { field: 'gsi1pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
          sk: {
            field: 'gsi1sk',
            composite: ['organizationId'],
            template: 'MEMBERSHIP#${organizationId}',
            casing: 'none',
          },
        },
        byName: {
          index: 'byListing',
          pk: {
            field: 'gsi2pk',
            composite: ['organizationId'],
            template: 'ORG#${organizationId}#MEMBERS',
            casing: 'none',
          },
          sk: {
            field: 'gsi2sk',
            composite: ['searchName', 'userId'],
            template: 'NAME#${searchName}#${userId}',
            casing: 'none',
          },
        },
      },
    },
    config,
  );
}

export type MembershipEntity = ReturnType<typeof membershipEntity>;
