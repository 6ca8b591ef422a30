import type { Locale } from '@tessera/shared';
import { defineEntity } from '../../entity';

/** The session an account's writes must come from (the latest sign-in that registered itself). */
export interface LatestSession {
  sessionId: string;
  /** The token's `origin_jti` (Cognito keeps it across refreshes) or, where absent, its `jti`. */
  tokenId: string;
  /** The token's `auth_time` (epoch seconds): when that sign-in happened. */
  authTime: number;
  /**
   * The sign-ins of the same second that this one replaced (tokenIds): they may never register again, so two
   * sign-ins of one second cannot take the session back and forth (ADR 0013, amended by issue 21).
   */
  replaced?: string[];
}

/** The impersonation this account is carrying out; the audit record is the impersonation entity. */
export interface ActiveImpersonation {
  impersonationId: string;
  targetUserId: string;
  organizationId: string;
  startedAt: string;
}

/**
 * The login identity (ADR 0003): one per Cognito user, keyed by the user id (= Cognito `sub`) rather than by
 * an organisation, because it is read before the organisation is known. It carries what actor resolution
 * needs in its first read: current organisation, latest session, token cut-off and active impersonation.
 */
export interface Account {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  avatarSmall: string | null;
  signEula: boolean;
  currentOrganizationId: string;
  latestSession: LatestSession | null;
  /** Tokens authenticated before this instant (epoch seconds) are refused: set by a password change. */
  tokensNotBefore: number | null;
  impersonation: ActiveImpersonation | null;
  createdAt: string;
}

export const accountEntity = defineEntity<Account>()({
  name: 'account',
  keyFields: ['userId'],
  key: ({ userId }) => ({ pk: `USER#${userId}`, sk: 'ACCOUNT' }),
  defaults: { avatarSmall: null, signEula: false, latestSession: null, tokensNotBefore: null, impersonation: null },
});
