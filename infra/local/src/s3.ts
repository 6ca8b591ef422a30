import { mkdirSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { BIND_HOST } from './ports';

/** The Koa middleware signature, as much of it as the header below needs. */
type Middleware = (context: { res: ServerResponse }, next: () => Promise<unknown>) => Promise<unknown>;

/**
 * The part of s3rver 3.x's programmatic API used here (it ships no types; node_modules/s3rver/README.md). An
 * S3rver is a Koa application: `middleware` is Koa's list, composed when `run` starts the server.
 */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  middleware: Middleware[];
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rverInstance;
const require = createRequire(import.meta.url);
const S3rver = require('s3rver') as S3rverClass;

/**
 * s3rver only accepts requests signed with its own key pair (S3RVER/S3RVER); the functions, the tests and
 * presigned URLs use the agreed dummy `local`/`local` (brief: "Function environment"), so register it too.
 */
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account') as {
  DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
};
DUMMY_ACCOUNT.createKeyPair('local', 'local');

/** The local bucket names (UPLOADS_BUCKET / EXTRACTS_BUCKET). */
export const LOCAL_BUCKETS = { uploads: 'uploads', extracts: 'extracts' } as const;

/**
 * Per-bucket CORS, as the CDK storage stack sets it: the browser PUTs/POSTs uploads straight to S3 with a
 * presigned URL or POST policy and reads them back; extracts are only downloaded through presigned GETs.
 */
function corsXml(origins: string[], methods: string[]): string {
  return [
    '<CORSConfiguration>',
    '  <CORSRule>',
    ...origins.map((origin) => `    <AllowedOrigin>${origin}</AllowedOrigin>`),
    ...methods.map((method) => `    <AllowedMethod>${method}</AllowedMethod>`),
    '    <AllowedHeader>*</AllowedHeader>',
    '    <ExposeHeader>ETag</ExposeHeader>',
    '    <MaxAgeSeconds>3000</MaxAgeSeconds>',
    '  </CORSRule>',
    '</CORSConfiguration>',
  ].join('\n');
}

/**
 * `X-Content-Type-Options: nosniff` on every answer, as the downloads distribution's response headers policy
 * sends it in AWS (S3 itself cannot store or send that header: docs/adr/0019). Set at the moment the head is
 * written, because s3rver's error handler removes the headers set before it.
 */
export const noSniff: Middleware = async ({ res }, next) => {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) res.setHeader('X-Content-Type-Options', 'nosniff');
    return writeHead(...args);
  }) as typeof res.writeHead;
  await next();
};

export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts s3rver on `port` storing objects under `directory`, with the two buckets and their CORS rules. */
export async function startS3Local(options: {
  port: number;
  directory: string;
  webOrigins: string[];
}): Promise<S3Local> {
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({
    address: BIND_HOST,
    port: options.port,
    silent: true,
    directory: options.directory,
    configureBuckets: [
      { name: LOCAL_BUCKETS.uploads, configs: [corsXml(options.webOrigins, ['GET', 'HEAD', 'PUT', 'POST'])] },
      { name: LOCAL_BUCKETS.extracts, configs: [corsXml(options.webOrigins, ['GET', 'HEAD'])] },
    ],
  });
  // First, so it wraps every answer, as CloudFront's policy does (Koa composes the list when run starts).
  server.middleware.unshift(noSniff);
  await server.run();
  return { endpoint: `http://localhost:${options.port}`, stop: () => server.close() };
}
