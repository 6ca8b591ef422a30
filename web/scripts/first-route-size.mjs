#!/usr/bin/env node
// Prints the JavaScript the first screen (/login) downloads, gzipped: the entry chunk, every chunk it
// imports statically, and the sign-in route's chunk with its static imports (docs/architecture.md §10 budget:
// 120 KB gzip). Run after `npm run build -w web`.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const BUDGET = 120 * 1024;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module" crossorigin src="\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('no entry script in dist/index.html');
const signIn = readdirSync(join(dist, 'assets')).find((name) => /^sign-in-route-.*\.js$/.test(name));
if (!signIn) throw new Error('no sign-in route chunk in dist/assets');

const seen = new Set();
function visit(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  // Static imports only: `import{…}from"./x.js"` and `import"./x.js"`; `import("./x.js")` is lazy.
  for (const match of code.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)) visit(join(dirname(file), match[1]));
}
visit(entry);
visit(join('assets', signIn));

let total = 0;
const rows = [...seen].map((file) => {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  return [file, size];
});
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  first route (/login) JavaScript, gzip -9 (budget 120 KB)`);
process.exit(total <= BUDGET ? 0 : 1);
