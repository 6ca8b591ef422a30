import { authorizationHeaders, sha256Hex, type Credentials } from './s3-signature';

/**
 * One request of an AWS JSON 1.0 protocol (DynamoDB, SQS) over fetch, signed with our SigV4 (./s3-signature),
 * retried like the SDK's standard mode. Every Lambda's lean clients (./dynamodb-over-fetch,
 * ./sqs-over-fetch; ADR 0021) are built on it because the SDK's clients alone are beyond a job's 150 KB budget
 * (docs/architecture.md §10).
 */
export interface ServiceConfig {
  /** Signing name and endpoint prefix: `dynamodb`, `sqs`. */
  service: string;
  /** X-Amz-Target prefix: `DynamoDB_20120810`, `AmazonSQS`. */
  targetPrefix: string;
  region?: string;
  /** A local endpoint (DynamoDB Local); else `https://<service>.<region>.amazonaws.com`. */
  endpoint?: string;
  /** Else the environment's (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN: a Lambda's own). */
  credentials?: Credentials;
  /** The SDK's default for DynamoDB and SQS: 3 attempts in all. */
  maxAttempts?: number;
}

/** What the SDK puts on every answer and error (`$metadata`). */
export interface ResponseMetadata {
  httpStatusCode?: number;
  requestId?: string;
  attempts: number;
  totalRetryDelay: number;
}

/** A service's refusal, shaped like the SDK's ServiceException: `name` is the error's type, body fields copied. */
export class AwsServiceError extends Error {
  readonly $fault: 'client' | 'server';
  $metadata: ResponseMetadata;
  [field: string]: unknown;

  constructor(name: string, message: string, status: number, body: Record<string, unknown>, requestId?: string) {
    super(message);
    for (const [field, value] of Object.entries(body))
      if (field !== '__type' && field !== 'message' && field !== 'Message') this[field] = value;
    this.name = name;
    this.$fault = status >= 500 ? 'server' : 'client';
    this.$metadata = { httpStatusCode: status, requestId, attempts: 1, totalRetryDelay: 0 };
  }
}

/** The SDK's lists (@smithy/core retry): errors worth another attempt, throttling ones with a longer base delay. */
const THROTTLING = new Set([
  'BandwidthLimitExceeded',
  'LimitExceededException',
  'PriorRequestNotComplete',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown',
  'ThrottledException',
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'TransactionInProgressException',
]);
const TRANSIENT = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);
const TRANSIENT_STATUS = new Set([500, 502, 503, 504]);
const BASE_DELAY_MS = 100;
const THROTTLING_BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 20_000;

const isThrottling = (error: AwsServiceError) => error.$metadata.httpStatusCode === 429 || THROTTLING.has(error.name);
const isTransient = (error: AwsServiceError) =>
  TRANSIENT.has(error.name) || TRANSIENT_STATUS.has(error.$metadata.httpStatusCode ?? 0);

/** Seams for the unit tests: the network, the clock and the jitter. */
export interface Transport {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  now: () => Date;
}

const defaultTransport: Transport = {
  fetch: (input, init) => fetch(input, init),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
  now: () => new Date(),
};

export function environmentCredentials(): Credentials {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey)
    throw new Error('no AWS credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)');
  const sessionToken = process.env.AWS_SESSION_TOKEN;
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}

/** JSON.stringify replacer: binary values (DynamoDB's B and BS) travel as base64, as the protocol wants. */
function base64Binary(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return raw instanceof Uint8Array ? Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') : value;
}

const regionOf = (config: ServiceConfig) => config.region ?? process.env.AWS_REGION ?? 'us-east-1';

/** The error a non-2xx answer stands for: the `__type` after its namespace (`…#ConditionalCheckFailedException`). */
function serviceError(status: number, headers: Headers, text: string): AwsServiceError {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // A proxy's HTML page or an empty body: the status alone names the error below.
  }
  const type = String(body.__type ?? headers.get('x-amzn-errortype') ?? '').split(':')[0] ?? '';
  const name = type.slice(type.lastIndexOf('#') + 1) || (status >= 500 ? 'InternalServerError' : `Http${status}Error`);
  const message = String(body.message ?? body.Message ?? (name || `HTTP ${status}`));
  return new AwsServiceError(name, message, status, body, headers.get('x-amzn-requestid') ?? undefined);
}

/** A network failure (fetch threw): retried as the SDK retries ECONNRESET and its kin. */
function networkError(cause: unknown): AwsServiceError {
  const error = new AwsServiceError('TimeoutError', `network error: ${(cause as Error)?.message ?? cause}`, 0, {});
  error.$metadata = { attempts: 1, totalRetryDelay: 0 };
  (error as { cause?: unknown }).cause = cause;
  return error;
}

/**
 * Sends `operation` with `input` (already in the protocol's shape) and returns the parsed answer with its
 * `$metadata`; throws AwsServiceError after the last attempt.
 */
export async function callJsonService(
  config: ServiceConfig,
  operation: string,
  input: unknown,
  transport: Transport = defaultTransport,
): Promise<Record<string, unknown> & { $metadata: ResponseMetadata }> {
  const region = regionOf(config);
  const url = new URL(config.endpoint ?? `https://${config.service}.${region}.amazonaws.com`);
  const path = url.pathname || '/';
  const body = JSON.stringify(input, base64Binary);
  const maxAttempts = config.maxAttempts ?? 3;
  let totalRetryDelay = 0;
  for (let attempt = 1; ; attempt += 1) {
    const headers: Record<string, string> = {
      host: url.host,
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': `${config.targetPrefix}.${operation}`,
    };
    const signed = authorizationHeaders(
      {
        credentials: config.credentials ?? environmentCredentials(),
        region,
        now: transport.now(),
        service: config.service,
      },
      { method: 'POST', path, query: {}, headers },
      sha256Hex(body),
    );
    let error: AwsServiceError;
    try {
      const { host: _host, ...sent } = headers; // fetch sets Host itself (it is a forbidden request header)
      const response = await transport.fetch(url, { method: 'POST', headers: { ...sent, ...signed }, body });
      const text = await response.text();
      const metadata: ResponseMetadata = {
        httpStatusCode: response.status,
        requestId: response.headers.get('x-amzn-requestid') ?? undefined,
        attempts: attempt,
        totalRetryDelay,
      };
      if (response.ok) return { ...(text ? (JSON.parse(text) as Record<string, unknown>) : {}), $metadata: metadata };
      error = serviceError(response.status, response.headers, text);
      error.$metadata = metadata;
    } catch (caught) {
      if ((caught as Error)?.name === 'AbortError') throw caught;
      error = networkError(caught);
      error.$metadata = { attempts: attempt, totalRetryDelay };
    }
    const throttled = isThrottling(error);
    if (attempt >= maxAttempts || !(throttled || isTransient(error))) throw error;
    // Full jitter over an exponential ceiling, as the SDK's standard mode does.
    const base = throttled ? THROTTLING_BASE_DELAY_MS : BASE_DELAY_MS;
    const delay = Math.floor(Math.min(MAX_DELAY_MS, transport.random() * 2 ** attempt * base));
    totalRetryDelay += delay;
    await transport.sleep(delay);
  }
}
