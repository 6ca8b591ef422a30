import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';

/**
 * How every Lambda is bundled: ESM, minified, tree-shaken, for Node.js 22, with the AWS SDK v3 bundled
 * (docs/architecture.md §10). The CDK construct and the bench use the same options so the bench measures what
 * ships.
 */
const functionSource = (path: string) => fileURLToPath(new URL(`../../../functions/src/${path}`, import.meta.url));

/**
 * Every Lambda: the SDK's DynamoDB and SQS clients become the lean ones over fetch (ADR 0021). The SDK's DynamoDB
 * client alone (its middleware, protocol and endpoint machinery in @smithy/core) was about 170 KB of a job's 150 KB
 * budget and 195–237 KB of each HTTP Lambda (portfolios 472.7 → 278.1 KB); the lean modules speak the same JSON
 * protocols with the same commands, shapes and error names, and every integration test runs through them.
 */
export const leanClientAliases = {
  '@aws-sdk/lib-dynamodb': functionSource('adapters/dynamodb-over-fetch.ts'),
  '@aws-sdk/client-dynamodb': functionSource('adapters/dynamodb-over-fetch.ts'),
  '@aws-sdk/client-sqs': functionSource('adapters/sqs-over-fetch.ts'),
};

/**
 * The rich-text sanitiser (sanitize-html, ADR 0023 amended by issue 21) without what it never uses here: postcss
 * (style attributes, which the allow-list refuses) becomes a stand-in that throws, and htmlparser2, which
 * sanitize-html requires as CommonJS (the whole package: DOM handler, DOM utilities, the serializer and a second
 * copy of the entity tables) and shared imports for its parser, is the parser module of its ESM build, the only
 * part either uses: the portfolios Lambda 733 KB → 395 KB with them (ADR 0023).
 */
export const richTextAliases = {
  postcss: fileURLToPath(new URL('../../../shared/src/components/postcss-unused.ts', import.meta.url)),
  htmlparser2: createRequire(import.meta.url)
    .resolve('htmlparser2')
    .replace(/[/\\]dist[/\\]commonjs[/\\]index\.js$/, '/dist/esm/Parser.js'),
};

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
    ...leanClientAliases,
    ...richTextAliases,
  },
} satisfies BuildOptions;

export type LambdaKind = 'http' | 'jobs';

/**
 * The options for one kind of Lambda. Both kinds bundle the same way since the HTTP Lambdas took the lean
 * clients too (ADR 0021, amended); the kind still decides the budget a bundle is held to.
 */
export function bundleOptionsFor(kind: LambdaKind) {
  void kind;
  return lambdaBundleOptions;
}

/** A Lambda's kind from its entry file: job consumers live in functions/src/jobs/<kind>/. */
export function lambdaKindOf(entry: string): LambdaKind {
  return /[\\/]functions[\\/]src[\\/]jobs[\\/]/.test(entry) ? 'jobs' : 'http';
}
