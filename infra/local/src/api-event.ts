import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyResultV2,
  APIGatewayProxyStructuredResultV2,
} from 'aws-lambda';

export interface ApiRequest {
  method: string;
  rawPath: string;
  rawQueryString: string;
  headers: IncomingHttpHeaders;
  body: Buffer | null;
  sourceIp: string;
  host: string;
}

const TEXT_TYPES = /^(text\/|application\/(json|[\w.+-]+\+json|xml|[\w.+-]+\+xml|x-www-form-urlencoded|javascript))/i;

function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    out[key] = key in out ? `${out[key]},${value}` : value;
  }
  return out;
}

/**
 * The payload-format-2.0 event API Gateway HTTP APIs send to Lambda: lower-cased headers (repeated ones
 * joined with commas, cookies moved to `cookies`), decoded query and path parameters (repeated query keys
 * joined with commas), a text body as is and any other body base64-encoded, and — only when the route has
 * the JWT authorizer and a valid token was given — `requestContext.authorizer.jwt.claims`.
 */
export function buildApiEvent(
  request: ApiRequest,
  route: { routeKey: string; pathParameters: Record<string, string> },
  claims: Record<string, string> | null,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    if (lower === 'cookie') {
      cookies = (Array.isArray(value) ? value.join('; ') : value).split(/;\s*/).filter(Boolean);
      continue;
    }
    headers[lower] = Array.isArray(value) ? value.join(',') : value;
  }
  const now = new Date();
  const contentType = headers['content-type'] ?? '';
  const hasBody = request.body !== null && request.body.length > 0;
  const isText = TEXT_TYPES.test(contentType);
  const requestContext = {
    accountId: '000000000000',
    apiId: 'local',
    domainName: request.host,
    domainPrefix: request.host.split('.')[0] ?? request.host,
    http: {
      method: request.method,
      path: request.rawPath,
      protocol: 'HTTP/1.1',
      sourceIp: request.sourceIp,
      userAgent: headers['user-agent'] ?? '',
    },
    requestId: randomUUID(),
    routeKey: route.routeKey,
    stage: '$default',
    time: now.toISOString(),
    timeEpoch: now.getTime(),
    ...(claims ? { authorizer: { principalId: '', integrationLatency: 0, jwt: { claims, scopes: null } } } : {}),
  };
  const pathParameters = Object.keys(route.pathParameters).length > 0 ? route.pathParameters : undefined;
  return {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath: request.rawPath,
    rawQueryString: request.rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(queryParameters(request.rawQueryString)
      ? { queryStringParameters: queryParameters(request.rawQueryString) }
      : {}),
    ...(pathParameters ? { pathParameters } : {}),
    // API Gateway omits the authorizer for routes without one; the type insists on it.
    requestContext: requestContext as APIGatewayProxyEventV2WithJWTAuthorizer['requestContext'],
    ...(hasBody ? { body: isText ? request.body!.toString('utf8') : request.body!.toString('base64') } : {}),
    isBase64Encoded: hasBody && !isText,
  };
}

export interface HttpResponse {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

/**
 * How API Gateway turns a Lambda result into the HTTP response: a structured result as given (base64 body
 * decoded); anything else (a string, or an object without statusCode) is a 200 JSON body.
 */
export function toHttpResponse(result: APIGatewayProxyResultV2<unknown>): HttpResponse {
  const structured =
    typeof result === 'object' && result !== null && 'statusCode' in result
      ? (result as APIGatewayProxyStructuredResultV2)
      : null;
  if (!structured) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, cookies: [], body: Buffer.from(body) };
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(structured.headers ?? {})) headers[name.toLowerCase()] = String(value);
  const raw = structured.body ?? '';
  return {
    statusCode: structured.statusCode ?? 200,
    headers,
    cookies: structured.cookies ?? [],
    body: structured.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8'),
  };
}
