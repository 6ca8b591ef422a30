#!/usr/bin/env node
// Prints the JavaScript two screens download, gzipped (docs/architecture.md §10 budgets):
// - the first route (/login), budget 120 KB: the entry chunk and the sign-in route with their static imports;
// - the signed-in home (/via/inprogress), budget 180 KB: the entry, the signed-in layout, the home route, the
//   modules they load on demand before the home shows (the credentials, the current user and the namespaces the
//   shell and home speak), each with its static imports. Not counted, because the home does not wait for them:
//   the shared message catalogue (loaded with the first screen past the home, lib/catalogue-access.ts),
//   Radix (with the first dialog or panel opened), the change-password form, and Cognito (only to sign in or to refresh an access token about to expire; a valid stored token is read
//   without it). `--with-cognito` adds Cognito, for the first page after a token expired.
// Chunks are found through Vite's manifest (dist/.vite/manifest.json). Run after `npm run build -w web`;
// exits 1 when a figure is over its budget.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const KB = 1024;

/** Every chunk a module needs before it runs: itself and its static imports, transitively. */
function closure(sources) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the Vite manifest`);
    if (files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return files;
}

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

function report(title, sources, budget, { verbose = false } = {}) {
  const rows = [...closure(sources)].map((file) => [file, gzipSize(file)]).sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, size]) => sum + size, 0);
  if (verbose) for (const [file, size] of rows) console.log(`${(size / KB).toFixed(2).padStart(8)} KB  ${file}`);
  console.log(`${(total / KB).toFixed(2).padStart(8)} KB  ${title} JavaScript, gzip -9 (budget ${budget} KB)`);
  return total <= budget * KB;
}

const verbose = process.argv.includes('--verbose');
const firstRoute = report(
  'first route (/login)',
  ['index.html', 'src/features/identity/auth/routes/sign-in-route.tsx'],
  120,
  {
    verbose,
  },
);
const home = report(
  `signed-in home (/via/inprogress${process.argv.includes('--with-cognito') ? ', Cognito refreshing the token' : ''})`,
  [
    'index.html',
    'src/app/routes/app-layout.tsx',
    'src/features/home/routes/in-progress-route.tsx',
    'src/lib/auth.ts',
    ...(process.argv.includes('--with-cognito') ? ['../node_modules/amazon-cognito-identity-js/es/index.js'] : []),
    ...[
      'shell',
      'home',
      'identity/notifications',
      'portfolios/search',
      'identity/account',
      'identity/organizations',
      'identity/impersonation',
    ].map((feature) => `src/features/${feature}/locales.ts`),
    // Modules merged into a chunk already listed have no manifest entry of their own; a path that names no
    // file at all (a feature moved) is an error, not a smaller figure.
  ].filter((source) => {
    if (!existsSync(join(dist, '..', source))) throw new Error(`${source} does not exist: update this list`);
    return source in manifest;
  }),
  180,
  { verbose },
);
process.exit(firstRoute && home ? 0 : 1);
