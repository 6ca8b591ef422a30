import { getItem } from '../items';
import { read, transactGet } from '../transaction';
import { accountEntity, type Account } from './entities/account';
import { membershipEntity, type Membership } from './entities/membership';
import { organisationEntity, type Organisation } from './entities/organisation';

/** Everything actor resolution needs, as read from the table. */
export interface ActorRecords {
  /** The signed-in user's own account (the impersonator while acting as someone). */
  caller: Account;
  /** The account acted as: the caller, or the impersonated user. */
  account: Account;
  organisation: Organisation | null;
  membership: Membership | null;
}

/** What the hinted first round trip read: the caller's account and, for the hinted organisation, their membership and the organisation. */
export interface HintedRead {
  caller: Account;
  hint: string;
  membership: Membership | null;
  organisation: Organisation | null;
}

/**
 * The actor's records from the hinted read, or null when the hint cannot be used. The hint is never
 * trusted: it is used only when it names the caller's own current organisation (the account says so) and
 * the caller is not acting as someone else. A stale hint, or one naming an organisation the caller never
 * joined, gives null and the caller's real current organisation is read instead (ADR 0005).
 */
export function recordsFromHint(hinted: HintedRead): ActorRecords | null {
  const { caller, hint, membership, organisation } = hinted;
  if (caller.impersonation || caller.currentOrganizationId !== hint) return null;
  return {
    caller,
    account: caller,
    membership: membership?.organizationId === hint && membership.userId === caller.userId ? membership : null,
    organisation: organisation?.organizationId === hint ? organisation : null,
  };
}

/**
 * Access pattern "actor by user id": two round trips at most, one with a good hint.
 * Without a hint:
 * 1. GetItem USER#<sub> / ACCOUNT: the caller's account (current organisation, latest session, impersonation).
 * 2. TransactGetItems: the membership and organisation of the current organisation, plus the acted-as
 *    account when impersonating, in one request.
 * With the client's organisation hint (X-Tessera-Organization, ADR 0005), round trip 1 is a TransactGetItems
 * of the account, the membership in the hinted organisation and the hinted organisation; when the account's
 * current organisation is the hinted one that is all. Otherwise (stale hint, impersonation) round trip 2 is
 * the same as without a hint.
 */
export async function loadActorRecords(
  userId: string,
  organisationHint: string | null = null,
): Promise<ActorRecords | null> {
  const first = organisationHint ? await readWithHint(userId, organisationHint) : await readAccount(userId);
  if (!first) return null;
  const { caller, hinted } = first;
  const impersonation = caller.impersonation;
  if (!impersonation) return (hinted && recordsFromHint(hinted)) ?? loadOwnOrganisation(caller);

  const { organizationId, targetUserId } = impersonation;
  const acted = await transactGet({
    account: read(accountEntity, { userId: targetUserId }),
    membership: read(membershipEntity, { organizationId, userId: targetUserId }),
    organisation: read(organisationEntity, { organizationId }),
  });
  if (!acted?.account || !acted.membership || !acted.organisation) {
    // The user acted as is gone (or left that organisation): the caller is themself again, with the
    // impersonation still recorded on their account so they can revoke it. Rare, so a third round trip
    // (none when the hinted read already holds the caller's own current organisation).
    const own = hinted && recordsFromHint({ ...hinted, caller: { ...caller, impersonation: null } });
    return own ? { ...own, caller, account: caller } : loadOwnOrganisation(caller);
  }
  return { caller, account: acted.account, membership: acted.membership, organisation: acted.organisation };
}

/** Round trip 1: the caller's account, and what was read for the hint when one was sent. */
interface FirstRead {
  caller: Account;
  hinted: HintedRead | null;
}

/** Round trip 1 without a hint: GetItem of the caller's account. */
async function readAccount(userId: string): Promise<FirstRead | null> {
  const caller = await getItem(accountEntity, { userId });
  return caller ? { caller, hinted: null } : null;
}

/**
 * Round trip 1 with a hint: one TransactGetItems of the account, the membership in the hinted organisation
 * and the hinted organisation. A transaction cancelled by a concurrent transactional write on one of the
 * items falls back to the read without a hint rather than failing the request.
 */
async function readWithHint(userId: string, hint: string): Promise<FirstRead | null> {
  const found = await transactGet({
    caller: read(accountEntity, { userId }),
    membership: read(membershipEntity, { organizationId: hint, userId }),
    organisation: read(organisationEntity, { organizationId: hint }),
  });
  if (!found) return readAccount(userId);
  if (!found.caller) return null;
  return {
    caller: found.caller,
    hinted: { caller: found.caller, hint, membership: found.membership, organisation: found.organisation },
  };
}

/** Round trip 2 for a user acting as themself: membership and organisation of the current organisation. */
async function loadOwnOrganisation(caller: Account): Promise<ActorRecords> {
  const organizationId = caller.currentOrganizationId;
  const found = await transactGet({
    membership: read(membershipEntity, { organizationId, userId: caller.userId }),
    organisation: read(organisationEntity, { organizationId }),
  });
  return { caller, account: caller, membership: found?.membership ?? null, organisation: found?.organisation ?? null };
}

/** What a written key says about cached actors: whose records it may change (the actor cache forgets them). */
export type ActorRecordsChange = { userId: string } | { organizationId: string } | null;

/**
 * The actor records a write of `key` may change: an account (`USER#<id>` / `ACCOUNT`) or a membership
 * (`ORG#<org>` / `MEMBER#<user>`) changes its user's, an organisation (`ORG#<org>` / `ORGANIZATION`) every
 * member's. Any other item changes none.
 */
export function actorRecordsChangedBy(key: { pk: string; sk: string }): ActorRecordsChange {
  if (key.sk === 'ACCOUNT' && key.pk.startsWith('USER#')) return { userId: key.pk.slice('USER#'.length) };
  if (key.pk.startsWith('ORG#') && !key.pk.includes('#', 'ORG#'.length)) {
    if (key.sk.startsWith('MEMBER#')) return { userId: key.sk.slice('MEMBER#'.length) };
    if (key.sk === 'ORGANIZATION') return { organizationId: key.pk.slice('ORG#'.length) };
  }
  return null;
}
