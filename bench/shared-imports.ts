/**
 * `npm run bench -- shared`: what importing a few names from @tessera/shared costs a bundle, and how long the
 * bundle takes to import cold. Each probe is bundled twice with esbuild, minified and tree-shaken: for a
 * Lambda (the options the CDK uses) and for the browser (ESM, es2022). The Lambda bundle is then imported
 * in fresh Node processes, `runs` times; the median is printed.
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

/** Each probe imports some names and uses them, so tree-shaking cannot drop them. */
export const SHARED_IMPORT_PROBES: Record<string, string> = {
  "import { message } from '@tessera/shared'": `import { message } from '@tessera/shared';
console.log(message('hierarchy.import.result', 'es', { success: 2, failed: 1 }));`,
  "import { isMessageKey, messages } from '@tessera/shared'": `import { isMessageKey, messages } from '@tessera/shared';
console.log(isMessageKey('system.internal') && messages['system.internal'].en);`,
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

function medianImportMs(file: string, runs: number): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(file)}); process.stderr.write(String(performance.now() - t));`;
  const times: number[] = [];
  for (let count = 0; count < runs; count += 1) {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`importing ${file} failed: ${run.stderr}`);
    times.push(Number(run.stderr));
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

export async function sharedImports(runs = 15): Promise<Array<Record<string, string | number>>> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-shared-imports-'));
  const rows = [];
  try {
    let index = 0;
    for (const [name, source] of Object.entries(SHARED_IMPORT_PROBES)) {
      const lambda = await bundle(source, lambdaBundleOptions);
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
      rows.push({
        probe: name,
        'lambda min KB': +(lambda.byteLength / KB).toFixed(1),
        'browser min KB': +(browser.byteLength / KB).toFixed(1),
        'browser gzip KB': +(gzipSync(browser).byteLength / KB).toFixed(1),
        'cold import ms (median)': +medianImportMs(file, runs).toFixed(1),
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
