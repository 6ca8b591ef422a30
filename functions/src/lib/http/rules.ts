import { audienceAllows, DomainError, type Contract } from '@tessera/shared';
import type { Actor } from './types';

/** Role check from the contract's audience: no actor → 401, actor without an allowed role → 403. */
export function checkAudience(contract: Pick<Contract, 'audience'>, actor: Actor | null): void {
  if (contract.audience === 'public') return;
  if (!actor) throw new DomainError('unauthorized', 'identity.unauthorized');
  if (!audienceAllows(contract.audience, actor.roles)) throw new DomainError('forbidden', 'identity.forbidden');
}

/**
 * Session rule (spec 1 §8 "Another-device login"): a write (anything but GET) from a sign-in older than the
 * caller's latest registered one is refused with 409 `session_superseded`. The sign-in is read from the
 * token itself (its id and auth time), not from a header the client could leave out. Registering a session
 * is itself a write, checked by its own condition (an older sign-in cannot register over a newer one).
 */
export function checkSession(contract: Pick<Contract, 'method' | 'session'>, actor: Actor | null): void {
  if (!actor || contract.method === 'GET' || contract.session === 'registers') return;
  if (isSessionSuperseded(actor)) {
    throw new DomainError('conflict', 'identity.another_device', { code: 'session_superseded' });
  }
}

/**
 * Whether the caller's sign-in is older than their latest registered one: writes from it are refused, and
 * reads say so (the composer shows "You have logged in on another device…" and disables saving up front).
 */
export function isSessionSuperseded(actor: Pick<Actor, 'caller' | 'credential'>): boolean {
  const latest = actor.caller.latestSession;
  if (!latest || latest.tokenId === actor.credential.tokenId) return false;
  return actor.credential.authTime <= latest.authTime;
}

/**
 * Payment rule (spec 1 §3, §7: an unpaid organisation sends its members to the purchase page): while the
 * current organisation is unpaid, only contracts marked `unpaid: 'allowed'` answer (who am I, my
 * organisations, switching away, language, password, sessions, ending an impersonation); everything else is
 * 402 `identity.organization_unpaid`.
 */
export function checkPayment(contract: Pick<Contract, 'unpaid'>, actor: Actor | null): void {
  if (!actor || contract.unpaid === 'allowed' || actor.organisation.paymentStatus === 'paid') return;
  throw new DomainError('payment_required', 'identity.organization_unpaid');
}
