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
