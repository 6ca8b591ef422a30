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
 * token itself (its id and auth time), not from a header the client could leave out. A newer sign-in has
 * been registered by then (sign-in.ts). Registering a session is itself a write, checked by its own condition
 * (an older sign-in cannot register over a newer one).
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
 * A sign-in of the same second as the registered one counts as older here: the stack has registered it before
 * the rules run when it may take the session (takesSession), so one still not the latest was replaced.
 */
export function isSessionSuperseded(actor: Pick<Actor, 'caller' | 'credential'>): boolean {
  const latest = actor.caller.latestSession;
  if (!latest || latest.tokenId === actor.credential.tokenId) return false;
  return actor.credential.authTime <= latest.authTime;
}

/**
 * Whether the caller's sign-in takes the session when it registers: it is newer than the latest registered
 * one (or none is), or of the same second and neither that one nor one it replaced (tokens are stamped to the
 * second: within one, sign-ins are ordered by when they register, and each registers once).
 */
export function takesSession(actor: Pick<Actor, 'caller' | 'credential'>): boolean {
  const latest = actor.caller.latestSession;
  const { tokenId, authTime } = actor.credential;
  if (!latest) return true;
  if (authTime !== latest.authTime) return authTime > latest.authTime;
  return tokenId !== latest.tokenId && !(latest.replaced ?? []).includes(tokenId);
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
