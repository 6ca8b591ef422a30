import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Metafile } from 'esbuild';

/**
 * How every Lambda is bundled: ESM, minified, tree-shaken, for Node.js 22, with the AWS SDK v3 bundled
 * (docs/architecture.md §10, ADR 0024), split into chunks: `index.mjs` holds what init loads and each dynamic
 * import (a context's routes, S3, Cognito, sentences) becomes a chunk beside it, read on first use. The CDK
 * construct (buildLambda from its afterBundling hook) and the bench use the same options, so the bench measures
 * what ships.
 */

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
  // Code splitting (ESM only): a dynamic import is a file read on first use instead of code every cold start
  // parses. Without it esbuild inlines dynamically imported modules into the one file, wrapped so they still
  // evaluate lazily, which defeats tree shaking across the boundary (portfolios 506 → 687 KB).
  splitting: true,
  entryNames: 'index',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
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
    ...richTextAliases,
  },
} satisfies BuildOptions;

/** What one build wrote: every file with its size, and the files a cold start loads. */
export interface LambdaBuild {
  outdir: string;
  files: { path: string; bytes: number }[];
  /** index.mjs and the chunks it imports statically: what init loads. */
  initial: { path: string; bytes: number }[];
  /**
   * What any first request loads on top: the context's routes chunk (`http/<context>/routes.ts`, ADR 0024) and
   * its static imports. What only some routes load (S3, Cognito, sentences, image crops) is left out.
   */
  routes: { path: string; bytes: number }[];
}

/** Bundles one Lambda entry (an HTTP context's or a job kind's handler.ts) into `outdir`: index.mjs, chunks/. */
export async function buildLambda(entry: string, outdir: string): Promise<LambdaBuild> {
  const result = await build({
    ...lambdaBundleOptions,
    entryPoints: { index: entry },
    outdir,
    metafile: true,
    write: true,
  });
  return describeBuild(result.metafile, outdir);
}

function describeBuild(metafile: Metafile, outdir: string): LambdaBuild {
  const outputs = metafile.outputs;
  const files = Object.entries(outputs).map(([path, output]) => ({ path, bytes: output.bytes }));
  /** `start` and every chunk it imports statically, directly or not. */
  const closure = (start: string | undefined, known: Set<string> = new Set()): Set<string> => {
    const found = new Set<string>();
    const pending = start && !known.has(start) ? [start] : [];
    for (const path of pending) found.add(path);
    while (pending.length > 0) {
      for (const imported of outputs[pending.pop() as string]?.imports ?? []) {
        if (imported.kind !== 'import-statement' || imported.external) continue;
        if (known.has(imported.path) || found.has(imported.path)) continue;
        found.add(imported.path);
        pending.push(imported.path);
      }
    }
    return found;
  };
  const index = files.find((file) => /(^|[\\/])index\.mjs$/.test(file.path))?.path;
  const routesChunk = Object.entries(outputs).find(([, output]) =>
    /[\\/]http[\\/][^\\/]+[\\/]routes\.ts$/.test(output.entryPoint ?? ''),
  )?.[0];
  const initial = closure(index);
  const routes = closure(routesChunk, initial);
  return {
    outdir,
    files,
    initial: files.filter((file) => initial.has(file.path)),
    routes: files.filter((file) => routes.has(file.path)),
  };
}
