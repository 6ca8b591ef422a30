import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/** Sessions expire from the table after this long (TTL attribute `ttl`). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** One registered sign-in of a user (POST /api/sessions); the account's `latestSession` names the newest. */
export const sessionRecord = recordSchema(() =>
  z.object({
    userId: z.string(),
    sessionId: z.string(),
    tokenId: z.string(),
    authTime: z.number(),
    userAgent: z.nullable(z.string()),
    createdAt: z.string(),
  }),
);
export type Session = RecordOf<typeof sessionRecord>;

export const sessionEntity = defineEntity<Session>()({
  name: 'session',
  keyFields: ['userId', 'sessionId'],
  key: ({ userId, sessionId }) => ({ pk: `USER#${userId}`, sk: `SESSION#${sessionId}` }),
  ttl: (session) => Math.floor(Date.parse(session.createdAt) / 1000) + SESSION_TTL_SECONDS,
  defaults: { userAgent: null },
  record: sessionRecord,
});
