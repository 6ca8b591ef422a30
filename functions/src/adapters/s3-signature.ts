import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for the few S3 requests the attachments Lambda makes (ADR 0019). The AWS SDK's S3
 * client and its POST-policy helper add about 200 KB to the bundle, which would take the Lambda past the
 * 560 KB backstop (docs/architecture.md §10); these requests need only the signing, written here after the
 * published algorithm and checked against s3rver, which verifies signatures with the same algorithm.
 */
export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface SigningScope {
  credentials: Credentials;
  region: string;
  now: Date;
  /** The signing name of the service: `s3` unless given (the job clients sign `dynamodb` and `sqs` requests). */
  service?: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();
export const sha256Hex = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
export const rfc3986 = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** An object key as a URL path: each segment encoded, the slashes kept (S3 signs the path encoded once). */
export const keyPath = (key: string): string => key.split('/').map(rfc3986).join('/');

/** `20261123T171500Z` and `20261123`. */
export function amzDates(now: Date): { amzDate: string; day: string } {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, day: amzDate.slice(0, 8) };
}

const credentialScope = (day: string, scope: SigningScope) =>
  `${day}/${scope.region}/${scope.service ?? 's3'}/aws4_request`;

function signingKey(day: string, scope: SigningScope): Buffer {
  const secret = scope.credentials.secretAccessKey;
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), scope.region), scope.service ?? 's3'), 'aws4_request');
}

function canonicalQuery(query: Record<string, string>): string {
  return Object.keys(query)
    .sort()
    .map((name) => `${rfc3986(name)}=${rfc3986(query[name] as string)}`)
    .join('&');
}

/** The signature of one request (canonical request → string to sign → HMAC with the day's key). */
function signature(
  scope: SigningScope,
  request: { method: string; path: string; query: Record<string, string>; headers: Record<string, string> },
  payloadHash: string,
): { signature: string; signedHeaders: string } {
  const { amzDate, day } = amzDates(scope.now);
  const names = Object.keys(request.headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]));
  const canonicalHeaders = names.map((name) => `${name}:${String(lower[name]).trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method,
    request.path,
    canonicalQuery(request.query),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const stringToSign = [ALGORITHM, amzDate, credentialScope(day, scope), sha256Hex(canonicalRequest)].join('\n');
  const key = signingKey(day, scope);
  return { signature: createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex'), signedHeaders };
}

/**
 * Headers that authorise a request (Authorization, X-Amz-Date, X-Amz-Content-Sha256, the session token),
 * to send beside `headers`. `host` must be among `headers`.
 */
export function authorizationHeaders(
  scope: SigningScope,
  request: { method: string; path: string; query: Record<string, string>; headers: Record<string, string> },
  payloadHash: string,
): Record<string, string> {
  const { amzDate, day } = amzDates(scope.now);
  const added: Record<string, string> = {
    'x-amz-date': amzDate,
    'x-amz-content-sha256': payloadHash,
    ...(scope.credentials.sessionToken ? { 'x-amz-security-token': scope.credentials.sessionToken } : {}),
  };
  const signed = signature(scope, { ...request, headers: { ...request.headers, ...added } }, payloadHash);
  return {
    ...added,
    authorization: `${ALGORITHM} Credential=${scope.credentials.accessKeyId}/${credentialScope(day, scope)}, SignedHeaders=${signed.signedHeaders}, Signature=${signed.signature}`,
  };
}

/** The query string of a presigned URL (only `host` signed, payload unsigned), signature last. */
export function presignedQuery(
  scope: SigningScope,
  request: { method: string; path: string; host: string; query: Record<string, string> },
  expiresSeconds: number,
): string {
  const { amzDate, day } = amzDates(scope.now);
  const query: Record<string, string> = {
    ...request.query,
    'X-Amz-Algorithm': ALGORITHM,
    'X-Amz-Credential': `${scope.credentials.accessKeyId}/${credentialScope(day, scope)}`,
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(expiresSeconds),
    'X-Amz-SignedHeaders': 'host',
    ...(scope.credentials.sessionToken ? { 'X-Amz-Security-Token': scope.credentials.sessionToken } : {}),
  };
  const signed = signature(
    scope,
    { method: request.method, path: request.path, query, headers: { host: request.host } },
    UNSIGNED_PAYLOAD,
  );
  return `${canonicalQuery(query)}&X-Amz-Signature=${signed.signature}`;
}

/**
 * A browser-based upload's form fields (S3 POST policy, SigV4): the policy with its conditions, expiry and the
 * signing fields, signed with the day's key.
 */
export function postPolicyFields(
  scope: SigningScope,
  options: { bucket: string; conditions: unknown[]; fields: Record<string, string>; expiresSeconds: number },
): Record<string, string> {
  const { amzDate, day } = amzDates(scope.now);
  const signing: Record<string, string> = {
    'X-Amz-Algorithm': ALGORITHM,
    'X-Amz-Credential': `${scope.credentials.accessKeyId}/${credentialScope(day, scope)}`,
    'X-Amz-Date': amzDate,
    ...(scope.credentials.sessionToken ? { 'X-Amz-Security-Token': scope.credentials.sessionToken } : {}),
  };
  const policy = {
    expiration: new Date(scope.now.getTime() + options.expiresSeconds * 1000).toISOString(),
    conditions: [
      { bucket: options.bucket },
      ...options.conditions,
      ...Object.entries(signing).map(([name, value]) => ({ [name]: value })),
    ],
  };
  const encoded = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  const key = signingKey(day, scope);
  return {
    ...options.fields,
    ...signing,
    Policy: encoded,
    'X-Amz-Signature': createHmac('sha256', key).update(encoded, 'utf8').digest('hex'),
  };
}
