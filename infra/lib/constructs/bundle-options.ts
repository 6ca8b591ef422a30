import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';

/**
 * How every Lambda is bundled: ESM, minified, tree-shaken, for Node.js 22, with the AWS SDK v3 bundled
 * (docs/architecture.md §10). The CDK construct and the bench use the same options so the bench measures what
 * ships.
 */
export const lambdaBundleOptions = {
  bundle: true,
  minify: true,
  treeShaking: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  mainFields: ['module', 'main'],
  sourcemap: false,
  legalComments: 'none',
  // ESM bundles of CommonJS dependencies still call require(); give them one.
  banner: {
    js: "import { createRequire as __tesseraRequire } from 'node:module'; const require = __tesseraRequire(import.meta.url);",
  },
  logLevel: 'silent',
  // Native (sharp: libvips) or only needed when an image is cropped: kept out of the bundle and installed beside
  // it (TesseraFunction's nodeModules for the attachments Lambda; ADR 0019).
  external: ['sharp', 'bmp-ts'],
  alias: {
    // A Lambda's credentials are in its environment: the SDK's default chain (SSO, ini files, STS, metadata) would
    // add about 130 KB to every bundle (functions/src/lib/lambda-credentials.ts).
    '@aws-sdk/credential-provider-node': fileURLToPath(
      new URL('../../../functions/src/lib/lambda-credentials.ts', import.meta.url),
    ),
    // `debug` (developer tracing inside file-type's zip reader, never enabled in a function) becomes a silent
    // stand-in: 7 KB less in every bundle that detects file types.
    debug: fileURLToPath(new URL('../../../functions/src/lib/silent-debug.ts', import.meta.url)),
  },
} satisfies BuildOptions;

const functionSource = (path: string) => fileURLToPath(new URL(`../../../functions/src/${path}`, import.meta.url));

/**
 * Job consumers only: the SDK's DynamoDB and SQS clients become the lean ones over fetch (ADR 0021). The SDK's
 * DynamoDB client alone (its middleware, protocol and endpoint machinery in @smithy/core) is beyond a job's
 * 150 KB budget; the lean modules speak the same JSON protocols with the same commands, shapes and error names.
 * HTTP Lambdas keep the SDK (their 560 KB budget has room, and they use more of it).
 */
export const jobClientAliases = {
  '@aws-sdk/lib-dynamodb': functionSource('adapters/dynamodb-over-fetch.ts'),
  '@aws-sdk/client-dynamodb': functionSource('adapters/dynamodb-over-fetch.ts'),
  '@aws-sdk/client-sqs': functionSource('adapters/sqs-over-fetch.ts'),
};

export type LambdaKind = 'http' | 'jobs';

/** The options for one kind of Lambda: every job consumer's adds jobClientAliases. */
export function bundleOptionsFor(kind: LambdaKind) {
  return kind === 'jobs'
    ? { ...lambdaBundleOptions, alias: { ...lambdaBundleOptions.alias, ...jobClientAliases } }
    : lambdaBundleOptions;
}

/** A Lambda's kind from its entry file: job consumers live in functions/src/jobs/<kind>/. */
export function lambdaKindOf(entry: string): LambdaKind {
  return /[\\/]functions[\\/]src[\\/]jobs[\\/]/.test(entry) ? 'jobs' : 'http';
}
