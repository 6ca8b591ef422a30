import type { Role } from '@tessera/shared';
import { identityService } from './identity-service';
import { toMembership, type MembershipRecord } from './records';

/** Access pattern "membership of a user in an organisation": GetItem ORG#<orgId> / MEMBER#<userId>. */
export async function getMembership(organizationId: string, userId: string): Promise<MembershipRecord | null> {
  const { data } = await identityService().entities.membership.get({ organizationId, userId }).go();
  return data ? toMembership(data) : null;
}

/** Access pattern "organisations a user joined": Query byRelation gsi1pk = USER#<userId>, gsi1sk begins_with MEMBERSHIP#. */
export async function listMembershipsOfUser(userId: string): Promise<MembershipRecord[]> {
  const { data } = await identityService().entities.membership.query.byUser({ userId }).go({ pages: 'all' });
  return data.map(toMembership);
}

/**
 * Access pattern "members of an organisation by name": Query byListing gsi2pk = ORG#<orgId>#MEMBERS, sorted by
 * gsi2sk (NAME#<last first email>), filtered on `searchName` containing the lower-cased term.
 */
export async function searchMembers(organizationId: string, term: string, limit: number): Promise<MembershipRecord[]> {
  const needle = term.trim().toLowerCase();
  const query = identityService().entities.membership.query.byName({ organizationId });
  const found: MembershipRecord[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: Parameters<typeof toMembership>[0][]; cursor: string | null } = needle
      ? await query.where(({ searchName }, { contains }) => contains(searchName, needle)).go({ cursor, limit: 100 })
      : await query.go({ cursor, limit: 100 });
    found.push(...page.data.map(toMembership));
    cursor = page.cursor;
  } while (cursor && found.length < limit);
  return found.slice(0, limit);
}

export interface MembershipInput {
  organizationId: string;
  userId: string;
  roles: Role[];
  email: string;
  firstName: string;
  lastName: string;
}

/** Creates or replaces a membership (seed, enrolment). */
export async function putMembership(input: MembershipInput): Promise<void> {
  await identityService()
    .entities.membership.put({ ...input, email: input.email.toLowerCase(), roles: [...input.roles] })
    .go();
}
