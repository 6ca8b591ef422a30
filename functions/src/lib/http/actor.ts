import type { Locale } from '@tessera/shared';
import { loadActorRecords, type ActorRecords } from '../../db/identity/actor-records';
import { domainError } from './domain-errors';
import type { Actor, HttpEvent } from './types';

/** Where actor records come from: DynamoDB in the functions, an in-memory map in unit tests. */
export interface ActorStore {
  load(userId: string): Promise<ActorRecords | null>;
}

export const dynamoActorStore: ActorStore = { load: loadActorRecords };

export const SESSION_HEADER = 'x-tessera-session';

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
  const records = await store.load(userId);
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
    impersonation: impersonation && account.userId !== caller.userId ? { ...impersonation, impersonator: caller } : null,
    sessionId,
    sessionCurrent: sessionId === null || sessionId === caller.latestSessionId,
  };
}
