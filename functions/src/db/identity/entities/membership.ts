import * as z from 'zod/mini';
import { ORGANISATION_ROLES } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/**
 * A user's place in one organisation: roles, plus a copy of the profile so listings and searches within the
 * organisation never need the account record.
 */
export const membershipRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    userId: z.string(),
    roles: z.array(z.enum(ORGANISATION_ROLES)),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatarSmall: z.nullable(z.string()),
    /** memberSearchName of the profile fields, kept with them: what a search matches against. */
    searchName: z.string(),
    joinedAt: z.string(),
  }),
);
export type Membership = RecordOf<typeof membershipRecord>;

/** Lower-cased "last first email": the listing's sort key and what a search matches against. */
export const memberSearchName = (member: Pick<Membership, 'firstName' | 'lastName' | 'email'>): string =>
  `${member.lastName} ${member.firstName} ${member.email}`.toLowerCase().trim();

export const membershipEntity = defineEntity<Membership>()({
  name: 'membership',
  keyFields: ['organizationId', 'userId'],
  key: ({ organizationId, userId }) => ({ pk: `ORG#${organizationId}`, sk: `MEMBER#${userId}` }),
  indexes: (member) => ({
    gsi1pk: `USER#${member.userId}`,
    gsi1sk: `MEMBERSHIP#${member.organizationId}`,
    gsi2pk: `ORG#${member.organizationId}#MEMBERS`,
    gsi2sk: `NAME#${member.searchName}#${member.userId}`,
  }),
  defaults: { avatarSmall: null },
  record: membershipRecord,
});
