import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { homeGraphCheck, signedInChunkName } from './chunking';

/**
 * The rich-text sanitiser (sanitize-html, ADR 0023 amended by issue 21) as the Lambdas bundle it
 * (infra/lib/constructs/bundle-options.ts richTextAliases): postcss, for style attributes the allow-list refuses,
 * becomes a stand-in, and htmlparser2 its ESM parser module only.
 */
const richTextAliases = {
  postcss: fileURLToPath(new URL('../shared/src/components/postcss-unused.ts', import.meta.url)),
  htmlparser2: createRequire(import.meta.url)
    .resolve('htmlparser2')
    .replace(/[/\\]dist[/\\]commonjs[/\\]index\.js$/, '/dist/esm/Parser.js'),
};

// Vite 8 compiles TSX itself with Oxc: the automatic JSX runtime is all React needs here.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [homeGraphCheck()],
  // amazon-cognito-identity-js (and its buffer polyfill) refer to Node's `global`.
  define: { global: 'globalThis' },
  resolve: { alias: richTextAliases },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/users': 'http://127.0.0.1:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json maps source modules to chunks: scripts/first-route-size.mjs measures routes with it.
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // @tessera/shared is pure (docs/architecture.md §2: no I/O): importing one message or contract must not
      // pull in every context's catalogue, contracts and zod schemas.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]shared[\\/]src[\\/]/.test(id) || id.includes('node_modules'),
        manualPureFunctions: ['defineContract'],
      },
      output: {
        codeSplitting: {
          // The chunk's members only: what they import from the signed-out screens stays where it is.
          groups: [{ name: signedInChunkName(), includeDependenciesRecursively: false }],
        },
      },
      onLog(level, log, handler) {
        // React Router and TanStack Query ship "use client" directives, meaningless in a client bundle.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});
