/**
 * `npm run bench`: prints the figures the budgets of docs/architecture.md §10 are checked against, each side
 * by side with its yardstick in one run (ratios, not absolute times, are compared across machines):
 *   lambda — every Lambda's size, cold import and import + first request against a bare DynamoDB handler with
 *            the AWS SDK (the library the Lambdas ship), beside the same handler with aws-lite (ADR 0024);
 *   web    — the first route's JavaScript (gzip);
 *   api    — the local API's GET /api/users/me against a bare Node server doing one GetItem, 32 connections;
 *   csv    — CSV parsers on a generated 50 MB file, time and peak memory (bench/csv-parse.ts, ADR 0008);
 *   oneroster — reading a generated OneRoster 1.2 bundle of 100,000 users: the first pass's heap, peak memory,
 *            rows (bench/oneroster.ts, ADR 0030);
 *   shared — what importing message() or the bare catalogue from @tessera/shared costs a bundle, and its cold
 *            import time (bench/shared-imports.ts);
 *   diff   — the revision comparison's word diff on a 20,000-word essay, budget 50 ms for one changed word
 *            (bench/revision-diff.ts, issue 21);
 *   routes, autosave, report — issue 23's key read routes against the bare server, a one-field autosave in a
 *            15-page portfolio against a one-page one, the section standards report at 50, 200 and 500
 *            students (bench/scale.ts, with the DynamoDB meter of bench/dynamo-meter.ts);
 *   home   — the JavaScript Chromium fetches for /login and each role's signed-in home, production build
 *            (bench/home.ts);
 *   imports — an import end to end through the real consumer (processes of their own) beside a naive loop of one
 *            PutItem per row: rows/s and their ratio, the consumer's peak RSS, upload → first progress, each
 *            chunk's time against the consumer timeout (bench/imports.ts; BENCH_IMPORT_KIND, BENCH_IMPORT_ROWS).
 * Figures are printed, never asserted.
 */
import { execSync, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { coldStartRows, lambdaEntries, measureColdStarts, type ColdStartTarget } from './cold-start';
import { csvParseBench } from './csv-parse';
import { homeBench } from './home';
import { importsBench } from './imports';
import { oneRosterBench } from './oneroster';
import { autosaveBench, reportBench, routesBench, type ScaleCloud } from './scale';
import { revisionDiffBench } from './revision-diff';
import { sharedImports } from './shared-imports';
import { DEMO_PORTFOLIOS } from '../functions/src/seed/seed-portfolios';

const root = new URL('..', import.meta.url).pathname;
const KB = 1024;

function table(title: string, rows: Array<Record<string, string | number>>): void {
  console.log(`\n${title}`);
  console.table(rows);
}

interface Cloud extends ScaleCloud {
  stop: () => Promise<void>;
}

/** Starts bench/serve-cloud.ts in its own process and waits for its ready line. */
async function startCloudProcess(): Promise<Cloud> {
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'bench/serve-cloud.ts')],
    {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
      // The functions as deployed: the development record checks (functions/src/db/records.ts) are off in a
      // Lambda, and would otherwise parse every large item the scale benches read.
      env: { ...process.env, AWS_LAMBDA_FUNCTION_NAME: 'bench-local-cloud' },
    },
  );
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    if (!line.startsWith('{')) continue;
    const ready = JSON.parse(line) as Omit<Cloud, 'stop'>;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    return {
      ...ready,
      stop: async () => {
        child.stdin.end();
        await exited;
      },
    };
  }
  throw new Error('the local cloud did not start');
}

/** An API Gateway v2 event as the JWT authorizer hands it on, for a cheap read of each context. */
/** An API Gateway HTTP API (v2) event of `method target` as the signed-in `sub`; a query after `?` goes apart. */
function readEvent(method: string, target: string, sub: string) {
  const [path = target, query = ''] = target.split('?');
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: query,
    ...(query ? { queryStringParameters: Object.fromEntries(new URLSearchParams(query)) } : {}),
    headers: { 'x-tessera-organization': 'org_demo' },
    isBase64Encoded: false,
    requestContext: {
      requestId: 'bench',
      http: { method, path },
      authorizer: {
        jwt: { claims: { sub, token_use: 'access', jti: 'bench', auth_time: String(Math.floor(Date.now() / 1000)) } },
      },
    },
  };
}

async function lambda(cloud: Cloud): Promise<void> {
  const firstRequest: Record<string, unknown> = {
    'http/system': readEvent('GET', '/api/health', cloud.users.student),
    'http/identity': readEvent('GET', '/api/users/me', cloud.users.student),
    'http/hierarchy': readEvent('GET', '/api/hierarchy', cloud.users.admin),
    'http/rubrics': readEvent('GET', '/api/rubrics/active', cloud.users.admin),
    'http/templates': readEvent('GET', '/api/template-themes', cloud.users.admin),
    'http/courses': readEvent('GET', '/api/groups/group_demo_edu501_a', cloud.users.admin),
    'http/portfolios': readEvent('GET', `/api/users/${cloud.users.student}/portfolios`, cloud.users.student),
    // The section owner's own assessment of the practicum's revision 1 (bench/serve-cloud.ts submits it).
    'http/assessments': readEvent(
      'GET',
      `/api/users/${cloud.users.student}/portfolios/${DEMO_PORTFOLIOS.practicum}/revisions/1/assessments/${cloud.users.faculty}`,
      cloud.users.faculty,
    ),
    'http/reports': readEvent('GET', '/api/groups/group_demo_edu501_a/reports/standards', cloud.users.admin),
    'http/attachments': readEvent('GET', `/api/users/${cloud.users.student}/attachments`, cloud.users.student),
    'http/imports': readEvent('GET', '/api/imports?kind=terms', cloud.users.admin),
    'http/extracts': readEvent('GET', '/api/extracts?type=groups', cloud.users.admin),
  };
  const targets: ColdStartTarget[] = [
    ...(['bare/aws-sdk', 'bare/aws-lite'] as const).map((name) => ({
      name,
      kind: 'bare' as const,
      event: { key: { pk: `USER#${cloud.users.student}`, sk: 'ACCOUNT' } },
    })),
    ...lambdaEntries().map((entry) => ({ name: entry.name, kind: entry.kind, event: firstRequest[entry.name] })),
  ];
  const measured = await measureColdStarts(targets, cloud.env);
  const [load1] = loadavg();
  table(
    `Lambda cold start, medians of ${process.env.BENCH_COLD_RUNS ?? 15} interleaved fresh processes (load average ${load1?.toFixed(2)} on ${cpus().length} cores)`,
    coldStartRows(measured),
  );
}

let webBuilt = false;
/** The production build (vite build) in web/dist, once a run: `web` reads it, `home` has the gateway serve it. */
function buildWeb(): void {
  if (!webBuilt) execSync('npm run build -w web', { cwd: root, stdio: 'ignore' });
  webBuilt = true;
}

function web(): void {
  const dist = join(root, 'web/dist');
  buildWeb();
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1] as string);
  const unique = [...new Set(scripts)];
  const gz = unique.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).byteLength, 0);
  table('Web first route (budget 120 KB gzip)', [
    { files: unique.length, 'gzip KB': +(gz / KB).toFixed(1), budget: 120, within: gz <= 120 * KB ? 'yes' : 'NO' },
  ]);
}

async function api(cloud: Cloud): Promise<void> {
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
  const headers = { authorization: `Bearer ${token}`, 'x-tessera-organization': 'org_demo' };
  const load = async (target: string, hdrs: Record<string, string> = {}) => {
    await autocannon({ url: target, connections: 8, duration: 2, headers: hdrs }); // warm-up
    return autocannon({ url: target, connections: 32, duration: 10, headers: hdrs });
  };
  const bare = await load(cloud.bareUrl);
  const route = await load(url, headers);
  const [load1] = loadavg();
  const row = (name: string, r: Awaited<ReturnType<typeof load>>) => ({
    server: name,
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'req/s (mean)': Math.round(r.requests.average),
    'non-2xx': r.non2xx,
    errors: r.errors,
  });
  const ratio = route.latency.p50 / Math.max(bare.latency.p50, 1);
  table(
    `Local API at 32 connections, 10 s each (budget: p50 ≤ 2× the bare server; load average ${load1?.toFixed(2)} on ${cpus().length} cores)`,
    [
      { ...row('bare Node server, one GetItem', bare), 'p50 ×bare': 1, within: '-' },
      {
        ...row('GET /api/users/me (gateway, hint)', route),
        'p50 ×bare': +ratio.toFixed(2),
        within: ratio <= 2 ? 'yes' : 'NO',
      },
    ],
  );
}

const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);
if (want('web')) web();
if (want('home')) buildWeb();
const cloudGroups = ['lambda', 'api', 'routes', 'autosave', 'report', 'home', 'imports'];
if (cloudGroups.some(want)) {
  const cloud = await startCloudProcess();
  try {
    if (want('lambda')) await lambda(cloud);
    if (want('api')) await api(cloud);
    if (want('routes')) await routesBench(cloud);
    if (want('autosave')) await autosaveBench(cloud);
    if (want('report')) await reportBench(cloud);
    if (want('imports')) {
      const { title, rows } = await importsBench(cloud);
      table(title, rows);
    }
    if (want('home')) {
      const [load1] = loadavg();
      table(
        `Web JavaScript as Chromium fetches it, production build (gzip; budget: first route 120 KB, signed-in home 180 KB; load average ${load1?.toFixed(2)} on ${cpus().length} cores)`,
        await homeBench(cloud.endpoints.web),
      );
    }
  } finally {
    await cloud.stop();
  }
}
if (want('csv')) await csvParseBench();
if (want('oneroster'))
  table(
    'Reading a generated OneRoster 1.2 bundle of 100,000 users (ADR 0030; each case its own process, peak RSS and the first pass’s heap after GC)',
    await oneRosterBench(),
  );
if (want('shared')) table('Importing from @tessera/shared (esbuild, minified)', await sharedImports());
if (want('diff'))
  table(
    'Revision comparison word diff (jsdiff Myers diff; budget: 20,000 words, one change, under 50 ms)',
    revisionDiffBench(),
  );
