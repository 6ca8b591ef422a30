import { batchGet } from '../batch';
import { where } from '../expressions';
import { deleteItem, getItem, putItem, queryItems } from '../items';
import { memberSearchName, membershipEntity, type Membership } from './entities/membership';

export type { Membership };

/** Access pattern "membership of a user in an organisation": GetItem ORG#<orgId> / MEMBER#<userId>. */
export function getMembership(organizationId: string, userId: string): Promise<Membership | null> {
  return getItem(membershipEntity, { organizationId, userId });
}

/** Access pattern "memberships by keys": BatchGetItem of ORG#<orgId> / MEMBER#<userId> keys. */
export function getMemberships(keys: readonly { organizationId: string; userId: string }[]): Promise<Membership[]> {
  return batchGet(membershipEntity, keys);
}

/** Access pattern "organisations a user joined": Query byRelation gsi1pk = USER#<userId>, begins_with MEMBERSHIP#. */
export async function listMembershipsOfUser(userId: string): Promise<Membership[]> {
  const { items } = await queryItems(membershipEntity, {
    index: 'byRelation',
    partition: `USER#${userId}`,
    prefix: 'MEMBERSHIP#',
    all: true,
  });
  return items;
}

/**
 * Access pattern "members of an organisation by name": Query byListing gsi2pk = ORG#<orgId>#MEMBERS, sorted by
 * NAME#<last first email>, filtered on the lower-cased term; pages of 100 until `limit` matches.
 */
export async function searchMembers(organizationId: string, term: string, limit: number): Promise<Membership[]> {
  const needle = term.trim().toLowerCase();
  const found: Membership[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: Membership[]; cursor: string | null } = await queryItems(membershipEntity, {
      index: 'byListing',
      partition: `ORG#${organizationId}#MEMBERS`,
      prefix: 'NAME#',
      ...(needle ? { filter: where.contains('searchName', needle) } : {}),
      limit: 100,
      cursor,
    });
    found.push(...page.items);
    cursor = page.cursor;
  } while (cursor && found.length < limit);
  return found.slice(0, limit);
}

/** Pages (of up to 1 MB each, some thousands of members) a keyword search reads at most. */
export const MEMBER_SEARCH_MAX_PAGES = 4;

/**
 * Access pattern "members of an organisation by keywords": Query byListing gsi2pk = ORG#<orgId>#MEMBERS,
 * begins_with(gsi2sk, NAME#), in name order, filtered on every word being in `searchName` (lower-cased), page
 * after page (no item limit: each page is up to 1 MB read) until `enough` says the matches suffice or
 * MEMBER_SEARCH_MAX_PAGES pages were read. Reading on past the first matches lets the caller rank every match
 * (exact matches first), not only the first by name. `complete` is false when members were left unread.
 */
export async function findMembersByWords(
  organizationId: string,
  words: readonly string[],
  enough: (matches: readonly Membership[]) => boolean,
): Promise<{ members: Membership[]; complete: boolean }> {
  const needles = [...new Set(words.map((word) => word.toLowerCase()).filter(Boolean))];
  const members: Membership[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MEMBER_SEARCH_MAX_PAGES; page += 1) {
    const answer: { items: Membership[]; cursor: string | null } = await queryItems(membershipEntity, {
      index: 'byListing',
      partition: `ORG#${organizationId}#MEMBERS`,
      prefix: 'NAME#',
      ...(needles.length > 0
        ? { filter: where.and(...needles.map((needle) => where.contains('searchName', needle))) }
        : {}),
      cursor,
    });
    members.push(...answer.items);
    cursor = answer.cursor;
    if (!cursor || enough(members)) break;
  }
  return { members, complete: cursor === null };
}

export type MembershipInput = Pick<
  Membership,
  'organizationId' | 'userId' | 'roles' | 'email' | 'firstName' | 'lastName'
>;

/** Creates or replaces a membership (seed, enrolment). */
export async function putMembership(input: MembershipInput, now = new Date()): Promise<void> {
  const email = input.email.toLowerCase();
  await putItem(membershipEntity, {
    ...input,
    email,
    searchName: memberSearchName({ ...input, email }),
    roles: [...input.roles],
    avatarSmall: null,
    joinedAt: now.toISOString(),
  });
}

/**
 * Writes a whole membership as given (an import's create or update): what it keeps of the stored one
 * (joinedAt, avatar) is the caller's to carry over; the search name and listing keys follow the names.
 */
export async function writeMembership(membership: Membership): Promise<void> {
  const email = membership.email.toLowerCase();
  await putItem(membershipEntity, {
    ...membership,
    email,
    roles: [...membership.roles],
    searchName: memberSearchName({ ...membership, email }),
  });
}

/** Removes a user from an organisation (their account stays; actor resolution then answers 403 there). */
export async function removeMembership(organizationId: string, userId: string): Promise<void> {
  await deleteItem(membershipEntity, { organizationId, userId });
}
