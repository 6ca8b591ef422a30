import * as z from 'zod/mini';

/**
 * The function environment agreed across teams (brief: "Function environment"). Read lazily and memoised,
 * so tests (and the local gateway) can set `process.env` before the first request.
 */
const environmentSchema = z.object({
  TABLE_NAME: z.string().check(z.minLength(1)),
  AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
  ENVIRONMENT: z._default(z.enum(['local', 'test', 'production']), 'local'),
  USER_POOL_ID: z._default(z.string(), ''),
  USER_POOL_CLIENT_ID: z._default(z.string(), ''),
  UPLOADS_BUCKET: z._default(z.string(), ''),
  EXTRACTS_BUCKET: z._default(z.string(), ''),
  DOWNLOADS_ORIGIN: z._default(z.string(), ''),
  QUEUE_URL_IMPORTS: z._default(z.string(), ''),
  QUEUE_URL_EXTRACTS: z._default(z.string(), ''),
  QUEUE_URL_SIMILARITY: z._default(z.string(), ''),
  QUEUE_URL_PROPAGATION: z._default(z.string(), ''),
  QUEUE_URL_MAINTENANCE: z._default(z.string(), ''),
  DYNAMODB_ENDPOINT: z.optional(z.string()),
  S3_ENDPOINT: z.optional(z.string()),
  COGNITO_ENDPOINT: z.optional(z.string()),
});

export type Environment = 'local' | 'test' | 'production';

export interface FunctionConfig {
  tableName: string;
  region: string;
  environment: Environment;
  userPoolId: string;
  userPoolClientId: string;
  uploadsBucket: string;
  extractsBucket: string;
  /**
   * `https://<distribution>.cloudfront.net`: where download links of the uploads bucket are served (the
   * distribution adds `X-Content-Type-Options: nosniff`, ADR 0019); '' serves them from the bucket itself
   * (locally s3rver, which adds the header too).
   */
  downloadsOrigin: string;
  queueUrls: { imports: string; extracts: string; similarity: string; propagation: string; maintenance: string };
  /** Local-only endpoint overrides; when one is set the matching SDK client uses it with dummy credentials. */
  endpoints: { dynamodb?: string; s3?: string; cognito?: string };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): FunctionConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`function environment is incomplete: ${names}`);
  }
  const e = parsed.data;
  const blankToUndefined = (value: string | undefined) => (value ? value : undefined);
  return {
    tableName: e.TABLE_NAME,
    region: e.AWS_REGION,
    environment: e.ENVIRONMENT,
    userPoolId: e.USER_POOL_ID,
    userPoolClientId: e.USER_POOL_CLIENT_ID,
    uploadsBucket: e.UPLOADS_BUCKET,
    extractsBucket: e.EXTRACTS_BUCKET,
    downloadsOrigin: e.DOWNLOADS_ORIGIN.replace(/\/$/, ''),
    queueUrls: {
      imports: e.QUEUE_URL_IMPORTS,
      extracts: e.QUEUE_URL_EXTRACTS,
      similarity: e.QUEUE_URL_SIMILARITY,
      propagation: e.QUEUE_URL_PROPAGATION,
      maintenance: e.QUEUE_URL_MAINTENANCE,
    },
    endpoints: {
      dynamodb: blankToUndefined(e.DYNAMODB_ENDPOINT),
      s3: blankToUndefined(e.S3_ENDPOINT),
      cognito: blankToUndefined(e.COGNITO_ENDPOINT),
    },
  };
}

let cached: { key: string; config: FunctionConfig } | undefined;
/** In a Lambda the environment is fixed for the container's life: the configuration read once is kept. */
let frozen: FunctionConfig | undefined;

/**
 * The current configuration. In a Lambda (AWS_LAMBDA_FUNCTION_NAME set) it is read once: every SDK call asks
 * for it, and building the key below from 15 variables on each call was measurable per request (ADR 0028 §7).
 * Elsewhere it is re-read when the relevant variables change (tests point at new emulators).
 */
export function config(): FunctionConfig {
  if (frozen) return frozen;
  const key = Object.keys(environmentSchema.shape)
    .map((name) => process.env[name] ?? '')
    .join('\u0000');
  if (cached?.key !== key) cached = { key, config: readConfig() };
  if (process.env.AWS_LAMBDA_FUNCTION_NAME) frozen = cached.config;
  return cached.config;
}

/** SDK client options for an optional local endpoint: dummy `local` credentials when overridden. */
export function awsClientOptions(region: string, endpoint: string | undefined) {
  return endpoint ? { region, endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : { region };
}
