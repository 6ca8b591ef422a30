import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Contract, Locale, PathParams, QueryParams, RequestBody, ResponseBody, Role } from '@tessera/shared';
import type { ActorAccount, ActorOrganisation } from '../../ports/identity';
import type { Localizable } from '../text';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = APIGatewayProxyStructuredResultV2;
export type HttpContext = Context;

/** The access token that made the request, as far as the rules need it. */
export interface Credential {
  /** `origin_jti` (stable across refreshes in Cognito) or, where absent, `jti`: which sign-in this is. */
  tokenId: string;
  /** `auth_time`, epoch seconds: when that sign-in happened. */
  authTime: number;
  /** The device, for the session record only. */
  userAgent: string | null;
}

/** Who is calling, resolved from the table for the current organisation. */
export interface Actor {
  /** The user acted as: the signed-in user, or the impersonated one. */
  userId: string;
  account: ActorAccount;
  organisation: ActorOrganisation;
  roles: Role[];
  /** The account's interface language (sentences written for this user later, e.g. notifications). */
  locale: Locale;
  /** The signed-in user (the impersonator while acting as someone). */
  caller: ActorAccount;
  impersonation: (NonNullable<ActorAccount['impersonation']> & { impersonator: ActorAccount }) | null;
  credential: Credential;
}

/**
 * The actor as a record keeps them (an author, who asked for a transfer, who changed something): id and the
 * names shown beside it, copied so lists need not read accounts.
 */
export const actorPerson = (actor: Actor): { userId: string; firstName: string; lastName: string } => ({
  userId: actor.userId,
  firstName: actor.account.firstName,
  lastName: actor.account.lastName,
});

/**
 * Who made a change while acting as the actor (impersonation, spec 1 §1), recorded beside the actor on what
 * they wrote, with the impersonation it belongs to (its audit record); null when the actor acts for themselves.
 */
export interface ActedBy {
  userId: string;
  firstName: string;
  lastName: string;
  impersonationId: string;
}

export const actedByOf = (actor: Actor): ActedBy | null =>
  actor.impersonation
    ? {
        userId: actor.caller.userId,
        firstName: actor.caller.firstName,
        lastName: actor.caller.lastName,
        impersonationId: actor.impersonation.impersonationId,
      }
    : null;

/** A use case's input: the request as parsed by the contract's schemas. Nothing else of the request. */
export interface UseCaseInput<C extends Contract> {
  path: PathParams<C>;
  query: QueryParams<C>;
  body: RequestBody<C>;
}

/** Who the use case acts for: null for public contracts, which resolve no actor. */
export interface UseCaseContext<C extends Contract> {
  actor: C['audience'] extends 'public' ? null : Actor;
}

/**
 * One use case: plain input and the actor in, the contract's response out (sentences as Text keys, put into
 * the caller's language at the edge). A job consumer calls it exactly as the HTTP stack does.
 */
export type UseCase<C extends Contract> = (
  input: UseCaseInput<C>,
  context: UseCaseContext<C>,
) => Promise<Localizable<ResponseBody<C>>>;
