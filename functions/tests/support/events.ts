import type { Context } from 'aws-lambda';
import type { HttpEvent } from '../../src/lib/http/types';
import { demoSignIn } from './demo-sign-ins';

/** Who signs a request: the Cognito sub, and which sign-in (token id, auth time) the access token is from. */
export interface Signer {
  sub: string;
  /** Default `token-<sub>`: one sign-in per user unless a test needs more (sessions, revocation). */
  tokenId?: string;
  /** Epoch seconds; default DEFAULT_AUTH_TIME (a demo user's: the run's shared sign-in, demo-sign-ins.ts). */
  authTime?: number;
}

/**
 * The default sign-in's time: one for the whole run, as a real token has one (a sign-in newer than the
 * registered one registers with its first request, issue 21: a default moving with the clock would register
 * again every second, and each test file's own would supersede the others' on the demo users). A day ahead of
 * the run (the integration setup sets it for every worker), so a real Cognito sign-in a test makes for its own
 * user never outranks it, while the sign-ins tests set explicitly for their own users (1_800_000_000 and on) do.
 */
const DEFAULT_AUTH_TIME = Number(process.env.TESSERA_TEST_AUTH_TIME ?? Math.floor(Date.now() / 1000) + 86_400);

export interface EventOptions {
  /** The signed-in user; omitted for anonymous calls. */
  signer?: Signer;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/** The claims API Gateway's JWT authorizer passes on for a Cognito access token (every value a string). */
export function accessClaims(signer: Signer): Record<string, string> {
  // A demo user's default sign-in is the run's one, shared with the gateway suites' real tokens.
  const demo = signer.tokenId === undefined && signer.authTime === undefined ? demoSignIn(signer.sub) : undefined;
  return {
    sub: signer.sub,
    token_use: 'access',
    client_id: 'test',
    jti: demo?.tokenId ?? signer.tokenId ?? `token-${signer.sub}`,
    auth_time: String(demo?.authTime ?? signer.authTime ?? DEFAULT_AUTH_TIME),
  };
}

/** A URL cannot carry a lone surrogate: API Gateway would hand the decoded value over with U+FFFD instead. */
const wellFormed = (text: string): string =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** An API Gateway v2 event (HTTP API, JWT authorizer) for a route key such as `GET /api/users/{id}`. */
export function apiEvent(routeKey: string, options: EventOptions = {}): HttpEvent {
  const [method = 'GET', pattern = '/'] = routeKey.split(' ');
  const rawPath = pattern.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(wellFormed(options.pathParameters?.[name] ?? name)),
  );
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const query = options.query ?? {};
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: new URLSearchParams(query).toString(),
    headers: { 'content-type': 'application/json', ...options.headers },
    ...(options.pathParameters ? { pathParameters: options.pathParameters } : {}),
    ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
    ...(body === undefined ? {} : { body }),
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      requestId: 'test-request',
      routeKey,
      stage: '$default',
      time: new Date(0).toISOString(),
      timeEpoch: 0,
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'jest' },
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: { claims: options.signer ? accessClaims(options.signer) : {}, scopes: [] },
      },
    },
  } as HttpEvent;
}

export const lambdaContext = {
  functionName: 'tessera-test',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:tessera-test',
  memoryLimitInMB: '256',
  awsRequestId: 'test-request',
  logGroupName: '/aws/lambda/tessera-test',
  logStreamName: 'test',
  callbackWaitsForEmptyEventLoop: false,
  getRemainingTimeInMillis: () => 30_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
} as Context;

export function json<T = Record<string, unknown>>(result: { body?: string }): T {
  return JSON.parse(result.body ?? 'null') as T;
}
