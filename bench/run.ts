/**
 * `npm run bench`: prints the figures the budgets of ARCHITECTURE.md §10 are checked against.
 *   1. each Lambda bundle's minified size (esbuild, ESM, tree-shaken, AWS SDK bundled), budget 200 KB;
 *   2. the web's first-route JavaScript, gzip, budget 120 KB;
 *   3. local API latency for GET /api/users/me at 32 connections (autocannon), budget p99 ≤ 50 ms;
 *   4. `csv`: CSV parsers on a generated 50 MB file, time and peak memory (bench/csv-parse.ts, ADR 0006);
 *   5. `shared`: what importing message() or the bare catalogue from @tessera/shared costs a bundle, and its
 *      cold import time (bench/shared-imports.ts).
 * Figures are printed, never asserted: they are compared within one run on one machine.
 */
import { execSync, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { lambdaBundleOptions } from '../infra/lib/constructs/bundle-options';
import { csvParseBench } from './csv-parse';
import { sharedImports } from './shared-imports';

const root = new URL('..', import.meta.url).pathname;
const KB = 1024;

function table(title: string, rows: Array<Record<string, string | number>>): void {
  console.log(`\n${title}`);
  console.table(rows);
}

async function lambdaSizes(): Promise<void> {
  const entries: Array<{ name: string; file: string }> = [];
  for (const kind of ['http', 'jobs'] as const) {
    const dir = join(root, 'functions/src', kind);
    for (const name of readdirSync(dir)) {
      const file = join(dir, name, 'handler.ts');
      if (existsSync(file)) entries.push({ name: `${kind}/${name}`, file });
    }
  }
  const rows = [];
  for (const entry of entries) {
    const result = await build({ ...lambdaBundleOptions, entryPoints: [entry.file], write: false, metafile: false });
    const bytes = result.outputFiles.reduce((sum, f) => sum + f.contents.byteLength, 0);
    rows.push({
      bundle: entry.name,
      'minified KB': +(bytes / KB).toFixed(1),
      budget: 200,
      within: bytes <= 200 * KB ? 'yes' : 'NO',
    });
  }
  table('Lambda bundles (budget 200 KB minified)', rows);
}

function webFirstRoute(): void {
  const dist = join(root, 'web/dist');
  execSync('npm run build -w web', { cwd: root, stdio: 'ignore' });
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1] as string);
  const unique = [...new Set(scripts)];
  const gz = unique.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).byteLength, 0);
  table('Web first route (budget 120 KB gzip)', [
    { files: unique.length, 'gzip KB': +(gz / KB).toFixed(1), budget: 120, within: gz <= 120 * KB ? 'yes' : 'NO' },
  ]);
}

interface LocalEndpoints {
  api: string;
  cognito: string;
  region: string;
  userPoolClientId: string;
}

/** Starts bench/serve-cloud.ts in its own process and waits for its endpoints line. */
async function startCloudProcess(): Promise<{ endpoints: LocalEndpoints; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'bench/serve-cloud.ts')],
    {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    if (!line.startsWith('{')) continue;
    const { endpoints } = JSON.parse(line) as { endpoints: LocalEndpoints };
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    return {
      endpoints,
      stop: async () => {
        child.stdin.end();
        await exited;
      },
    };
  }
  throw new Error('the local cloud did not start');
}

async function apiLatency(): Promise<void> {
  const cloud = await startCloudProcess();
  try {
    const cognito = new CognitoIdentityProviderClient({
      region: cloud.endpoints.region,
      endpoint: cloud.endpoints.cognito,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const auth = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: cloud.endpoints.userPoolClientId,
        AuthParameters: { USERNAME: 'student@demo.test', PASSWORD: 'Tessera-demo-1' },
      }),
    );
    const token = auth.AuthenticationResult?.AccessToken;
    if (!token) throw new Error('sign-in failed');
    const url = `${cloud.endpoints.api}/api/users/me`;
    // The web sends the organisation it knows as a hint (ADR 0005), so the bench measures that path.
    const me = (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      organization: { id: string };
    };
    const headers = { authorization: `Bearer ${token}`, 'x-tessera-organization': me.organization.id };
    await autocannon({ url, connections: 8, duration: 2, headers }); // warm-up
    const r = await autocannon({ url, connections: 32, duration: 10, headers });
    const [load1] = loadavg();
    table(
      `Local API, GET /api/users/me, 32 connections, 10 s (budget p99 ≤ 50 ms; load average ${load1?.toFixed(2)} on ${cpus().length} cores)`,
      [
        {
          'p50 ms': r.latency.p50,
          'p99 ms': r.latency.p99,
          'req/s (mean)': Math.round(r.requests.average),
          requests: r.requests.total,
          'non-2xx': r.non2xx,
          errors: r.errors,
          within: r.latency.p99 <= 50 ? 'yes' : 'NO',
        },
      ],
    );
  } finally {
    await cloud.stop();
  }
}

const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);
if (want('lambda')) await lambdaSizes();
if (want('web')) webFirstRoute();
if (want('api')) await apiLatency();
if (want('csv')) await csvParseBench();
if (want('shared')) table('Importing from @tessera/shared (esbuild, minified)', await sharedImports());
