import type { Context } from 'aws-lambda';
import type { HttpEvent } from '../../src/lib/http/types';

/** Who signs a request: the Cognito sub, and which sign-in (token id, auth time) the access token is from. */
export interface Signer {
  sub: string;
  /** Default `token-<sub>`: one sign-in per user unless a test needs more (sessions, revocation). */
  tokenId?: string;
  /** Epoch seconds; default now, so the default sign-in is never older than one a test registered. */
  authTime?: number;
}

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
  return {
    sub: signer.sub,
    token_use: 'access',
    client_id: 'test',
    jti: signer.tokenId ?? `token-${signer.sub}`,
    auth_time: String(signer.authTime ?? Math.floor(Date.now() / 1000)),
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
