import { ulid } from 'ulid';
import type { LatestSession } from '../../ports/identity';
import type { ActorStore } from './actor';
import { takesSession } from './rules';
import type { Actor } from './types';

/** A registration lost to another one at the same moment is judged again this often. */
const REGISTRATION_ATTEMPTS = 3;

/**
 * Registration is part of signing in (spec 1 §8 "Another-device login"; ADR 0013, amended by issue 21): the
 * first request of a sign-in that takes the session (newer than the caller's latest registered one, or of the
 * same second and never registered), whatever its route, registers it before the rules run. A device cannot
 * keep an older sign-in writing by never calling POST /api/sessions, and from its first request on every
 * other sign-in is superseded. The registered sign-in, an older one or a replaced one costs nothing here: one
 * transaction per sign-in.
 *
 * When the registration's condition fails, another request registered at the same moment (this sign-in's own,
 * as its first requests may arrive together, or another device's): the account is read again and the request
 * judged by whoever won, registering again if it still takes the session.
 */
export async function registerNewerSignIn(actor: Actor, store: ActorStore): Promise<Actor> {
  const { tokenId, authTime, userAgent } = actor.credential;
  let current = actor;
  for (let attempt = 1; attempt <= REGISTRATION_ATTEMPTS && takesSession(current); attempt += 1) {
    const session = { sessionId: ulid(), tokenId, authTime, userAgent };
    const registered = await store.registerSession(current.caller.userId, session, current.caller.latestSession);
    current = withLatestSession(current, registered ?? (await store.latestSession(current.caller.userId)));
    if (registered) break;
  }
  return current;
}

/** The actor with the caller's latest registered sign-in as it now is (the caller may be the acted-as user too). */
function withLatestSession(actor: Actor, latestSession: LatestSession | null): Actor {
  const caller = { ...actor.caller, latestSession };
  return {
    ...actor,
    caller,
    account: actor.account.userId === caller.userId ? caller : actor.account,
    impersonation: actor.impersonation ? { ...actor.impersonation, impersonator: caller } : null,
  };
}
