import { ulid } from 'ulid';
import { SESSION_TTL_SECONDS } from '../entities/session';
import { identityService } from './identity-service';

/**
 * Starts a session and makes it the user's latest in one transaction (session put + account update with
 * attribute_exists): every older session loses the right to write (brief: session rule).
 */
export async function startSession(userId: string, userAgent: string | null, now = new Date()): Promise<string | null> {
  const sessionId = ulid(now.getTime());
  const ttl = Math.floor(now.getTime() / 1000) + SESSION_TTL_SECONDS;
  const { canceled } = await identityService()
    .transaction.write(({ session, account }) => [
      session
        .create({ userId, sessionId, createdAt: now.toISOString(), ttl, ...(userAgent ? { userAgent } : {}) })
        .commit(),
      account.patch({ userId }).set({ latestSessionId: sessionId }).commit(),
    ])
    .go();
  return canceled ? null : sessionId;
}
