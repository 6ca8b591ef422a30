import { DomainError } from '@tessera/shared';
import {
  getLatestSession,
  loadActorRecords,
  registerSession,
  type ActorRecords,
  type LatestSession,
} from '../../ports/identity';
import type { Actor, Credential, HttpEvent } from './types';

/** Where actor records come from: DynamoDB in the functions, an in-memory map in unit tests. */
export interface ActorStore {
  /** `organisationHint`: the organisation the client believes is current (X-Tessera-Organization); a hint only. */
  load(userId: string, organisationHint: string | null): Promise<ActorRecords | null>;
  /**
   * Registers a sign-in as the user's latest over `previous` (the latest as read): the latest as written, or
   * null when the sign-in may not take the session or it changed since it was read.
   */
  registerSession(
    userId: string,
    session: Omit<LatestSession, 'replaced'> & { userAgent: string | null },
    previous: LatestSession | null,
  ): Promise<LatestSession | null>;
  /** The user's latest registered sign-in, read again. */
  latestSession(userId: string): Promise<LatestSession | null>;
}

export const dynamoActorStore: ActorStore = {
  load: loadActorRecords,
  registerSession: (userId, session, previous) => registerSession(userId, session, previous),
  latestSession: getLatestSession,
};

/**
 * The client's hint of its current organisation (the `organization.id` of GET /api/users/me). It only saves a
 * round trip: authorization always uses the account's own current organisation (ADR 0005).
 */
export const ORGANIZATION_HEADER = 'x-tessera-organization';

/** Organisation ids are short slugs (`org_demo`); anything else is not worth a read and is ignored. */
const ORGANIZATION_HINT = /^[A-Za-z0-9_-]{1,128}$/;

export function header(event: HttpEvent, name: string): string | null {
  const headers = event.headers ?? {};
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted && value) return value;
  return null;
}

/** The X-Tessera-Organization hint, or null when absent or malformed. */
export function organisationHint(event: HttpEvent): string | null {
  const value = header(event, ORGANIZATION_HEADER)?.trim() ?? '';
  return ORGANIZATION_HINT.test(value) ? value : null;
}

type Claims = Record<string, unknown>;

/** The verified claims API Gateway (or the local gateway) put on the event, for an access token only. */
function accessClaims(event: HttpEvent): Claims | null {
  const claims = (event.requestContext as Partial<HttpEvent['requestContext']> | undefined)?.authorizer?.jwt?.claims;
  if (!claims) return null;
  if (claims.token_use !== undefined && claims.token_use !== 'access') return null;
  return claims;
}

export function userIdFromClaims(event: HttpEvent): string | null {
  const sub = accessClaims(event)?.sub;
  return typeof sub === 'string' && sub.length > 0 ? sub : null;
}

/**
 * The sign-in behind the token (API Gateway hands every claim over as a string). A token without `jti` or
 * `auth_time` cannot be tied to a sign-in and is refused: Cognito access tokens always carry both.
 */
export function credentialFromClaims(event: HttpEvent): Credential | null {
  const claims = accessClaims(event);
  if (!claims) return null;
  const tokenId = String(claims.origin_jti ?? claims.jti ?? '');
  const authTime = Number(claims.auth_time ?? claims.iat);
  if (tokenId === '' || !Number.isFinite(authTime)) return null;
  return { tokenId, authTime, userAgent: header(event, 'user-agent')?.slice(0, 256) ?? null };
}

const unauthorized = () => new DomainError('unauthorized', 'identity.unauthorized');

/**
 * Actor resolution: the user (or the user acted as), the current organisation, the roles held there, the
 * impersonator and the credential. 401 when no user is signed in, they have no account, or the token was
 * authenticated before the account's cut-off (a password change signs every device out); 403 when the
 * current organisation's membership is gone.
 */
export async function resolveActor(event: HttpEvent, store: Pick<ActorStore, 'load'>): Promise<Actor> {
  const userId = userIdFromClaims(event);
  const credential = credentialFromClaims(event);
  if (!userId || !credential) throw unauthorized();
  const records = await store.load(userId, organisationHint(event));
  if (!records) throw unauthorized();
  const { caller, account, membership, organisation } = records;
  if (caller.tokensNotBefore !== null && credential.authTime < caller.tokensNotBefore) {
    throw new DomainError('unauthorized', 'identity.session_revoked');
  }
  if (!membership || !organisation) throw new DomainError('forbidden', 'identity.organization_not_joined');
  const impersonation = caller.impersonation;
  return {
    userId: account.userId,
    account,
    organisation,
    roles: membership.roles,
    locale: account.locale,
    caller,
    impersonation:
      impersonation && account.userId !== caller.userId ? { ...impersonation, impersonator: caller } : null,
    credential,
  };
}
