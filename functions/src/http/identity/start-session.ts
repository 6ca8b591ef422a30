import { conflict, type startSession } from '@tessera/shared';
import { ulid } from 'ulid';
import { registerSession } from '../../db/identity/accounts';
import type { UseCase } from '../../lib/http/types';

/**
 * POST /api/sessions: the token's sign-in becomes the caller's latest session, so every other sign-in loses
 * the right to save (spec 1 §8), and its id is answered. Through the HTTP stack a sign-in that takes the
 * session has been registered by its first request already (lib/http/sign-in.ts), so this names that session;
 * called directly, it registers here. A token older than the latest registered sign-in, or one of the same
 * second that was replaced, cannot register (409 `session_superseded`): it would lock the newer device out or
 * take the session back.
 */
export const startSessionUseCase: UseCase<typeof startSession> = async (_input, { actor }) => {
  const { tokenId, authTime, userAgent } = actor.credential;
  const latest = actor.caller.latestSession;
  if (latest?.tokenId === tokenId) return { session_id: latest.sessionId };
  const registered = await registerSession(
    actor.caller.userId,
    { sessionId: ulid(), tokenId, authTime, userAgent },
    latest,
  );
  if (!registered) throw conflict('identity.another_device', { code: 'session_superseded' });
  return { session_id: registered.sessionId };
};
