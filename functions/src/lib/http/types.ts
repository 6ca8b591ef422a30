import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Contract, Locale, PathParams, QueryParams, RequestBody, ResponseBody, Role } from '@tessera/shared';
import type { AccountRecord, ActiveImpersonation, OrganisationRecord } from '../../db/identity/records';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = APIGatewayProxyStructuredResultV2;
export type HttpContext = Context;

/** Who is calling, resolved from the table for the current organisation (ARCHITECTURE.md §4). */
export interface Actor {
  /** The user acted as: the signed-in user, or the impersonated one. */
  userId: string;
  account: AccountRecord;
  organisation: OrganisationRecord;
  roles: Role[];
  locale: Locale;
  /** The signed-in user (the impersonator while acting as someone). */
  caller: AccountRecord;
  impersonation: (ActiveImpersonation & { impersonator: AccountRecord }) | null;
  /** The X-Tessera-Session header, when sent. */
  sessionId: string | null;
  /** False when the header names a session that is no longer the caller's latest. */
  sessionCurrent: boolean;
}

/** What a use case receives: parsed input, the actor (authenticated contracts only), the raw event. */
export interface RequestInput<C extends Contract> {
  path: PathParams<C>;
  query: QueryParams<C>;
  body: RequestBody<C>;
  /** Throws for public contracts, which skip actor resolution. */
  actor: Actor;
  locale: Locale;
  /** The bearer token as sent (Cognito access token), for calls made on the user's behalf. */
  accessToken: string | null;
  event: HttpEvent;
}

export type UseCase<C extends Contract> = (input: RequestInput<C>) => Promise<ResponseBody<C>>;
