import { defineEntity } from '../../entity';

/** Sessions expire from the table after this long (TTL attribute `ttl`). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** One registered sign-in of a user (POST /api/sessions); the account's `latestSession` names the newest. */
export interface Session {
  userId: string;
  sessionId: string;
  tokenId: string;
  authTime: number;
  userAgent: string | null;
  createdAt: string;
}

export const sessionEntity = defineEntity<Session>()({
  name: 'session',
  keyFields: ['userId', 'sessionId'],
  key: ({ userId, sessionId }) => ({ pk: `USER#${userId}`, sk: `SESSION#${sessionId}` }),
  ttl: (session) => Math.floor(Date.parse(session.createdAt) / 1000) + SESSION_TTL_SECONDS,
  defaults: { userAgent: null },
});
