import { identityService } from './identity-service';
import {
  toAccount,
  toMembership,
  toOrganisation,
  type AccountRecord,
  type MembershipRecord,
  type OrganisationRecord,
} from './records';

/** Everything actor resolution needs, as read from the table. */
export interface ActorRecords {
  /** The signed-in user's own account (the impersonator while acting as someone). */
  caller: AccountRecord;
  /** The account acted as: the caller, or the impersonated user. */
  account: AccountRecord;
  organisation: OrganisationRecord | null;
  membership: MembershipRecord | null;
}

/**
 * Access pattern "actor by user id": two round trips at most (ARCHITECTURE.md §10).
 * 1. GetItem USER#<sub> / ACCOUNT: the caller's account (current organisation, latest session, impersonation).
 * 2. TransactGetItems: the membership and organisation of the current organisation, plus the acted-as
 *    account when impersonating, in one request.
 */
export async function loadActorRecords(userId: string): Promise<ActorRecords | null> {
  const db = identityService();
  const { data: callerItem } = await db.entities.account.get({ userId }).go();
  if (!callerItem) return null;
  const caller = toAccount(callerItem);
  const impersonation = caller.impersonation;
  if (!impersonation) return loadOwnOrganisation(caller);

  const { organizationId, targetUserId } = impersonation;
  const { data } = await db.transaction
    .get(({ account, membership, organisation }) => [
      account.get({ userId: targetUserId }).commit(),
      membership.get({ organizationId, userId: targetUserId }).commit(),
      organisation.get({ organizationId }).commit(),
    ])
    .go();
  const [accountResult, membershipResult, organisationResult] = data;
  if (!accountResult?.item || !membershipResult?.item || !organisationResult?.item) {
    // The user acted as is gone (or left that organisation): the caller is themself again, with the
    // impersonation still recorded on their account so they can revoke it. Rare, so a third round trip.
    return loadOwnOrganisation(caller);
  }
  return {
    caller,
    account: toAccount(accountResult.item),
    membership: toMembership(membershipResult.item),
    organisation: toOrganisation(organisationResult.item),
  };
}

/** Round trip 2 for a user acting as themself: membership and organisation of the current organisation. */
async function loadOwnOrganisation(caller: AccountRecord): Promise<ActorRecords> {
  const organizationId = caller.currentOrganizationId;
  const { data } = await identityService()
    .transaction.get(({ membership, organisation }) => [
      membership.get({ organizationId, userId: caller.userId }).commit(),
      organisation.get({ organizationId }).commit(),
    ])
    .go();
  const [membershipResult, organisationResult] = data;
  return {
    caller,
    account: caller,
    membership: membershipResult?.item ? toMembership(membershipResult.item) : null,
    organisation: organisationResult?.item ? toOrganisation(organisationResult.item) : null,
  };
}
