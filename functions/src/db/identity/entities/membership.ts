import type { Role } from '@tessera/shared';
import { defineEntity } from '../../entity';

/**
 * A user's place in one organisation: roles, plus a copy of the profile so listings and searches within the
 * organisation never need the account record.
 */
export interface Membership {
  organizationId: string;
  userId: string;
  roles: Role[];
  email: string;
  firstName: string;
  lastName: string;
  avatarSmall: string | null;
  /** memberSearchName of the profile fields, kept with them: what a search matches against. */
  searchName: string;
  joinedAt: string;
}

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
});
