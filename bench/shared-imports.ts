/**
 * `npm run bench -- shared`: what importing a few names from @tessera/shared costs a bundle, and how long the
 * bundle takes to import cold. Each probe is bundled twice with esbuild, minified and tree-shaken: for a
 * Lambda (the options the CDK uses) and for the browser (ESM, es2022). The Lambda bundle is then imported
 * in fresh Node processes, `runs` times, and its `run` called once; the medians are printed.
 *
 *   npx tsx bench/shared-imports.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions } from 'esbuild';
import { lambdaBundleOptions } from '../infra/lib/constructs/bundle-options';

const root = new URL('..', import.meta.url).pathname;
const KB = 1024;

/**
 * Each probe imports some names and exports a `run` that uses them (so tree-shaking cannot drop them); the
 * timing imports the bundle, then calls `run` once: the first sentence with placeholders pays for the
 * runtime's Intl locale data, once per process.
 */
export const SHARED_IMPORT_PROBES: Record<string, string> = {
  "import { message } from '@tessera/shared'": `import { message } from '@tessera/shared';
export const run = () => message('hierarchy.import.result', 'es', { success: 2, failed: 1 });`,
  "import { isMessageKey, messages } from '@tessera/shared'": `import { isMessageKey, messages } from '@tessera/shared';
export const run = () => isMessageKey('system.internal') && messages['system.internal'].es;`,
};

async function bundle(source: string, options: BuildOptions): Promise<Uint8Array> {
  const result = await build({
    ...options,
    stdin: { contents: source, resolveDir: root, loader: 'ts', sourcefile: 'probe.ts' },
    write: false,
    metafile: false,
  });
  const [output] = result.outputFiles ?? [];
  if (!output) throw new Error('esbuild wrote nothing');
  return output.contents;
}

/** Median milliseconds, over fresh processes, to import the bundle and then to make its first call. */
function medianTimes(file: string, runs: number): { importMs: number; firstCallMs: number } {
  const script = [
    'const t0 = performance.now();',
    `const probe = await import(${JSON.stringify(file)});`,
    'const t1 = performance.now();',
    'probe.run();',
    'process.stderr.write(JSON.stringify([t1 - t0, performance.now() - t1]));',
  ].join(' ');
  const imports: number[] = [];
  const calls: number[] = [];
  for (let count = 0; count < runs; count += 1) {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`importing ${file} failed: ${run.stderr}`);
    const [importMs, callMs] = JSON.parse(run.stderr) as [number, number];
    imports.push(importMs);
    calls.push(callMs);
  }
  const median = (values: number[]): number => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  return { importMs: median(imports), firstCallMs: median(calls) };
}

export async function sharedImports(runs = 15): Promise<Array<Record<string, string | number>>> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-shared-imports-'));
  const rows = [];
  try {
    let index = 0;
    for (const [name, source] of Object.entries(SHARED_IMPORT_PROBES)) {
      // One probe file, no dynamic imports: the Lambdas' options without code splitting (which needs an outdir).
      const lambda = await bundle(source, { ...lambdaBundleOptions, splitting: false });
      const browser = await bundle(source, {
        bundle: true,
        minify: true,
        treeShaking: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        legalComments: 'none',
        logLevel: 'silent',
      });
      const file = join(dir, `probe-${(index += 1)}.mjs`);
      writeFileSync(file, lambda);
      const times = medianTimes(file, runs);
      rows.push({
        probe: name,
        'lambda min KB': +(lambda.byteLength / KB).toFixed(1),
        'browser min KB': +(browser.byteLength / KB).toFixed(1),
        'browser gzip KB': +(gzipSync(browser).byteLength / KB).toFixed(1),
        'import ms': +times.importMs.toFixed(1),
        'first call ms': +times.firstCallMs.toFixed(1),
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await sharedImports());
}
