import { conflict, type startSession } from '@tessera/shared';
import { ulid } from 'ulid';
import { registerSession } from '../../db/identity/accounts';
import type { UseCase } from '../../lib/http/types';

/**
 * POST /api/sessions: the token's sign-in becomes the caller's latest session, so every older sign-in loses
 * the right to save (spec 1 §8). A token older than the latest registered sign-in cannot register (409
 * `session_superseded`): it would lock the newer device out.
 */
export const startSessionUseCase: UseCase<typeof startSession> = async (_input, { actor }) => {
  const { tokenId, authTime, userAgent } = actor.credential;
  const latest = actor.caller.latestSession;
  if (latest?.tokenId === tokenId) return { session_id: latest.sessionId };
  const sessionId = ulid();
  const outcome = await registerSession(actor.caller.userId, { sessionId, tokenId, authTime, userAgent });
  if (outcome === 'older') throw conflict('identity.another_device', { code: 'session_superseded' });
  return { session_id: sessionId };
};
