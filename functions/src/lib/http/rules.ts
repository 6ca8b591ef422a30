import { audienceAllows, type Contract, type Locale } from '@tessera/shared';
import { domainError } from './domain-errors';
import type { Actor } from './types';

/** Contracts whose writes are allowed from a superseded session: registering the new session itself. */
export const SESSION_EXEMPT_CONTRACTS = new Set(['identity.startSession']);

/** Role check from the contract's audience: no actor → 401, actor without an allowed role → 403. */
export function checkAudience(contract: Pick<Contract, 'audience'>, actor: Actor | null, locale: Locale): void {
  if (contract.audience === 'public') return;
  if (!actor) throw domainError('unauthorized', 'identity.unauthorized', locale);
  if (!audienceAllows(contract.audience, actor.roles)) throw domainError('forbidden', 'identity.forbidden', locale);
}

/**
 * Session rule (brief, spec 1 §8 "Another-device login"): a write (anything but GET, except starting a
 * session) from a session that is no longer the caller's latest is refused with 409 `session_superseded`.
 * Requests without the session header are not checked.
 */
export function checkSession(contract: Pick<Contract, 'id' | 'method'>, actor: Actor | null, locale: Locale): void {
  if (!actor || contract.method === 'GET' || SESSION_EXEMPT_CONTRACTS.has(contract.id)) return;
  if (actor.sessionId !== null && !actor.sessionCurrent) {
    throw domainError('conflict', 'identity.another_device', locale, {}, 'session_superseded');
  }
}
