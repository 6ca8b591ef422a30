import * as z from 'zod/mini';
import { LOCALES } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/** The session an account's writes must come from (the latest sign-in that registered itself). */
export const latestSessionRecord = recordSchema(() =>
  z.object({
    sessionId: z.string(),
    /** The token's `origin_jti` (Cognito keeps it across refreshes) or, where absent, its `jti`. */
    tokenId: z.string(),
    /** The token's `auth_time` (epoch seconds): when that sign-in happened. */
    authTime: z.number(),
    /**
     * The sign-ins of the same second that this one replaced (tokenIds): they may never register again, so two
     * sign-ins of one second cannot take the session back and forth (ADR 0013, amended by issue 21).
     */
    replaced: z.optional(z.array(z.string())),
  }),
);
export type LatestSession = RecordOf<typeof latestSessionRecord>;

/** The impersonation this account is carrying out; the audit record is the impersonation entity. */
export const activeImpersonationRecord = recordSchema(() =>
  z.object({
    impersonationId: z.string(),
    targetUserId: z.string(),
    organizationId: z.string(),
    startedAt: z.string(),
  }),
);
export type ActiveImpersonation = RecordOf<typeof activeImpersonationRecord>;

/**
 * The login identity (ADR 0003): one per Cognito user, keyed by the user id (= Cognito `sub`) rather than by
 * an organisation, because it is read before the organisation is known. It carries what actor resolution
 * needs in its first read: current organisation, latest session, token cut-off and active impersonation.
 */
export const accountRecord = recordSchema(() =>
  z.object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    locale: z.enum(LOCALES),
    avatarSmall: z.nullable(z.string()),
    signEula: z.boolean(),
    currentOrganizationId: z.string(),
    latestSession: z.nullable(latestSessionRecord()),
    /** Tokens authenticated before this instant (epoch seconds) are refused: set by a password change. */
    tokensNotBefore: z.nullable(z.number()),
    impersonation: z.nullable(activeImpersonationRecord()),
    createdAt: z.string(),
  }),
);
export type Account = RecordOf<typeof accountRecord>;

export const accountEntity = defineEntity<Account>()({
  name: 'account',
  keyFields: ['userId'],
  key: ({ userId }) => ({ pk: `USER#${userId}`, sk: 'ACCOUNT' }),
  defaults: { avatarSmall: null, signEula: false, latestSession: null, tokensNotBefore: null, impersonation: null },
  record: accountRecord,
});
