import { notFound, type Role } from '@tessera/shared';
import type { Actor } from '../../lib/http/types';

/**
 * Who may act as whom (spec 1 §1, spec 3 "sudo as"), shared by the user search and the start of an
 * impersonation so that every user the search lists can be acted as.
 */

/** Roles a support user may never act as. */
export const PROTECTED_FROM_SUPPORT: readonly Role[] = ['staff', 'support', 'admin', 'root_admin'];

/** Provider staff act across organisations; support only within their own. */
export const isProviderStaff = (actor: Pick<Actor, 'roles'>): boolean => actor.roles.includes('staff');

/**
 * Whether the actor may act as a member holding `roles` (never as themself): provider staff as anyone,
 * support as anyone but staff, support, admins and root admins.
 */
export function mayActAs(
  actor: Pick<Actor, 'roles' | 'userId' | 'caller'>,
  member: { userId: string; roles: readonly Role[] },
) {
  if (member.userId === actor.userId || member.userId === actor.caller.userId) return false;
  if (isProviderStaff(actor)) return true;
  return !member.roles.some((role) => PROTECTED_FROM_SUPPORT.includes(role));
}

/**
 * The organisation a support or staff request works in: provider staff may name any organisation (default
 * their own current one); support only their own, and naming another is a 404, like any other
 * organisation's data.
 */
export function organisationToActIn(actor: Pick<Actor, 'roles' | 'organisation'>, named: string | undefined): string {
  const own = actor.organisation.organizationId;
  if (named === undefined || named === own) return own;
  if (isProviderStaff(actor)) return named;
  throw notFound();
}
