import * as z from 'zod/mini';
import type { Audience } from '../identity/roles';

export const BOUNDED_CONTEXTS = [
  'system',
  'identity',
  'hierarchy',
  'templates',
  'portfolios',
  'assessments',
  'reports',
  'rubrics',
  'courses',
  'attachments',
  'showcases',
  'jobs',
  'imports',
  'extracts',
  'integrations',
  'website-admin',
] as const;
export type BoundedContext = (typeof BOUNDED_CONTEXTS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type AnySchema = z.ZodMiniType;

/**
 * One HTTP route, declared once. The CDK routes, the local gateway, the handler typing, the web client
 * and the authorization matrix are all derived from this object (docs/architecture.md).
 */
export interface Contract<
  P extends AnySchema = AnySchema,
  Q extends AnySchema = AnySchema,
  B extends AnySchema = AnySchema,
  R extends AnySchema = AnySchema,
> {
  /** `<context>.<verbNoun>`, unique. */
  readonly id: string;
  readonly context: BoundedContext;
  readonly method: HttpMethod;
  /** API Gateway style path, `{name}` for parameters. */
  readonly path: string;
  readonly audience: Audience;
  readonly summary: string;
  /** HTTP status of a success (200 unless stated). */
  readonly successStatus: number;
  /**
   * 'allowed': answers while the caller's current organisation is unpaid (who am I, switching away, …).
   * Every other contract answers 402 then.
   */
  readonly unpaid?: 'allowed';
  /** 'registers': the call that registers a sign-in, exempt from the another-device rule it enforces. */
  readonly session?: 'registers';
  /**
   * 'text/csv': the success answer is a file, not JSON: the use case returns `{filename, content}` (the
   * response schema, csvDownloadSchema) and the HTTP stack sends `content` as the body with
   * `Content-Type: text/csv` and `Content-Disposition: attachment` naming the cleaned file name (download.ts).
   */
  readonly produces?: 'text/csv';
  readonly request: { readonly path: P; readonly query: Q; readonly body: B };
  readonly response: R;
}

const empty = z.strictObject({});
const emptyQuery = z.object({});
const noBody = z.optional(z.unknown());

export interface ContractInput<P, Q, B, R> {
  id: string;
  context: BoundedContext;
  method: HttpMethod;
  path: string;
  audience: Audience;
  summary: string;
  successStatus?: number;
  unpaid?: 'allowed';
  session?: 'registers';
  produces?: 'text/csv';
  request?: { path?: P; query?: Q; body?: B };
  response: R;
}

export function defineContract<
  R extends AnySchema,
  P extends AnySchema = typeof empty,
  Q extends AnySchema = typeof emptyQuery,
  B extends AnySchema = typeof noBody,
>(input: ContractInput<P, Q, B, R>): Contract<P, Q, B, R> {
  const params = pathParams(input.path);
  if (params.length > 0 && !input.request?.path) {
    throw new Error(`contract ${input.id}: path ${input.path} has parameters but no path schema`);
  }
  return {
    id: input.id,
    context: input.context,
    method: input.method,
    path: input.path,
    audience: input.audience,
    summary: input.summary,
    successStatus: input.successStatus ?? 200,
    ...(input.unpaid ? { unpaid: input.unpaid } : {}),
    ...(input.session ? { session: input.session } : {}),
    ...(input.produces ? { produces: input.produces } : {}),
    request: {
      path: (input.request?.path ?? empty) as P,
      query: (input.request?.query ?? emptyQuery) as Q,
      body: (input.request?.body ?? noBody) as B,
    },
    response: input.response,
  };
}

/**
 * What the server holds after validating a request (zod's output types: defaults filled, strings coerced to
 * numbers, comma lists split). Use cases are typed with these.
 */
export type PathParams<C extends Contract> = z.infer<C['request']['path']>;
export type QueryParams<C extends Contract> = z.infer<C['request']['query']>;
export type RequestBody<C extends Contract> = z.infer<C['request']['body']>;
export type ResponseBody<C extends Contract> = z.infer<C['response']>;

/**
 * What a client sends (zod's input types: a field with a default may be left out, a query number may be
 * given as a number or its text, a comma list as its text). The web client is typed with these, so a call
 * never has to pretend it already holds the server's parsed shape.
 */
export type PathInput<C extends Contract> = z.input<C['request']['path']>;
export type QueryInput<C extends Contract> = z.input<C['request']['query']>;
export type RequestBodyInput<C extends Contract> = z.input<C['request']['body']>;

/** Parameter names of a path, in order: `/api/users/{id}/login` → `['id']`. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/** Builds a concrete path from a contract path and its parameters (values are URI-encoded). */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The API Gateway route key, `GET /api/users/{id}`. */
export function routeKey(contract: Pick<Contract, 'method' | 'path'>): string {
  return `${contract.method} ${contract.path}`;
}

/** Matches a concrete path against a contract path; returns the parameters or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  return pathMatcher(pattern)(path);
}

/**
 * `matchPath` for one contract path, its segments split once: a router trying every route of a request keeps
 * one per route instead of splitting and testing each pattern again per request.
 */
export function pathMatcher(pattern: string): (path: string) => Record<string, string> | null {
  const segments = pattern.split('/').map((segment) => {
    const m = /^\{(\w+)\}$/.exec(segment);
    return m ? { param: m[1] as string } : { literal: segment };
  });
  return (path) => {
    const b = path.split('/');
    if (segments.length !== b.length) return null;
    const out: Record<string, string> = {};
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i] as { param?: string; literal?: string };
      const value = b[i] as string;
      if (segment.param !== undefined) {
        if (value === '') return null;
        out[segment.param] = decodeURIComponent(value);
      } else if (segment.literal !== value) return null;
    }
    return out;
  };
}

/** Literal segments outrank parameters (API Gateway's "most specific route wins"). */
export function routeSpecificity(path: string): number[] {
  return path.split('/').map((seg) => (/^\{\w+\}$/.test(seg) ? 0 : 1));
}
