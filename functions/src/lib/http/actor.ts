import type { Locale } from '@tessera/shared';
import { loadActorRecords, type ActorRecords } from '../../db/identity/actor-records';
import { domainError } from './domain-errors';
import type { Actor, HttpEvent } from './types';

/** Where actor records come from: DynamoDB in the functions, an in-memory map in unit tests. */
export interface ActorStore {
  /** `organisationHint`: the organisation the client believes is current (X-Tessera-Organization); a hint only. */
  load(userId: string, organisationHint: string | null): Promise<ActorRecords | null>;
}

export const dynamoActorStore: ActorStore = { load: loadActorRecords };

export const SESSION_HEADER = 'x-tessera-session';

/**
 * The client's hint of its current organisation (the `organization.id` of GET /api/users/me). It only saves a
 * round trip: authorization always uses the account's own current organisation (ADR 0005).
 */
export const ORGANIZATION_HEADER = 'x-tessera-organization';

/** Organisation ids are short slugs (`org_demo`); anything else is not worth a read and is ignored. */
const ORGANIZATION_HINT = /^[A-Za-z0-9_-]{1,128}$/;

/** The X-Tessera-Organization hint, or null when absent or malformed. */
export function organisationHint(event: HttpEvent): string | null {
  const value = header(event, ORGANIZATION_HEADER)?.trim() ?? '';
  return ORGANIZATION_HINT.test(value) ? value : null;
}

/** The verified claims API Gateway (or the local gateway) put on the event; null when none were sent. */
export function userIdFromClaims(event: HttpEvent): string | null {
  const claims = (event.requestContext as Partial<HttpEvent['requestContext']> | undefined)?.authorizer?.jwt?.claims;
  if (!claims) return null;
  if (claims.token_use !== undefined && claims.token_use !== 'access') return null;
  const sub = claims.sub;
  return typeof sub === 'string' && sub.length > 0 ? sub : null;
}

export function header(event: HttpEvent, name: string): string | null {
  const headers = event.headers ?? {};
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted && value) return value;
  return null;
}

/**
 * Actor resolution: the user (or the user acted as), the current organisation, the roles held there, the
 * impersonator, and whether the request's session is the caller's latest. 401 when no user is signed in
 * or they have no account; 403 when the current organisation's membership is gone.
 */
export async function resolveActor(event: HttpEvent, store: ActorStore, locale: Locale): Promise<Actor> {
  const userId = userIdFromClaims(event);
  if (!userId) throw domainError('unauthorized', 'identity.unauthorized', locale);
  const records = await store.load(userId, organisationHint(event));
  if (!records) throw domainError('unauthorized', 'identity.unauthorized', locale);
  const { caller, account, membership, organisation } = records;
  if (!membership || !organisation) {
    throw domainError('forbidden', 'identity.organization_not_joined', account.locale);
  }
  const sessionId = header(event, SESSION_HEADER);
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
    sessionId,
    sessionCurrent: sessionId === null || sessionId === caller.latestSessionId,
  };
}
