/**
 * The identity context's published interface: the only way into identity from another context or from
 * lib/ (ADR 0006; lint forbids reaching into `db/identity` or `http/identity` from elsewhere). Kept to what
 * others need: resolving the actor and registering its sign-in, looking members up, leaving a notification in
 * a user's list, and the impersonation audit's line for each change made while acting as someone (the HTTP stack
 * writes it).
 */
export type { Account as ActorAccount } from '../db/identity/entities/account';
export type { Organisation as ActorOrganisation } from '../db/identity/entities/organisation';
export type { Membership as Member } from '../db/identity/entities/membership';
export {
  actorRecordsChangedBy,
  loadActorRecords,
  type ActorRecords,
  type ActorRecordsChange,
} from '../db/identity/actor-records';
export {
  getMembership as getMember,
  getMemberships as getMembers,
  searchMembers as findMembers,
} from '../db/identity/memberships';
export { putNotification as notify, type NotificationInput } from '../db/identity/notifications';
export { getLatestSession, registerSession, setAccountAvatar } from '../db/identity/accounts';
export type { LatestSession } from '../db/identity/entities/account';
export {
  recordImpersonatedAction,
  settleImpersonatedAction,
  type ImpersonationActionKey,
} from '../db/identity/impersonations';

/**
 * Bulk imports (issue 24, docs/adr/0031-user-imports.md): the users and academic-data kinds create and update
 * accounts, memberships and profiles.
 */
export { ensureAccount, getAccount, setAccountNames } from '../db/identity/accounts';
export { listMembershipsOfUser, removeMembership, writeMembership } from '../db/identity/memberships';
export {
  EMPTY_PROFILE_FIELDS,
  readProfile,
  saveProfile,
  type Profile,
  type ProfileFields,
} from '../db/identity/profiles';
export { getOrganisation } from '../db/identity/organisations';
export { getOrganisation as readOrganisation } from '../db/identity/organisations';

/** Extracts (issue 25, docs/extracts.md): the account-and-login-data kind reads the people's accounts and places. */
export { getAccountSignIns as readAccountSignIns, type AccountSignIn } from '../db/identity/accounts';
export { readProfiles } from '../db/identity/profiles';
