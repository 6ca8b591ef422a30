/**
 * The benches of issue 23 ("Measured in `npm run bench`"), run against the local cloud of bench/serve-cloud.ts
 * with its DynamoDB meter (bench/dynamo-meter.ts):
 *   routes   — every key read route's p50 at 32 connections ÷ the bare GetItem server's, in the same rounds, and
 *              ÷ its own "same reads" baseline (a bare server making the route's warm DynamoDB reads);
 *   autosave — a one-field autosave in a 15-page portfolio against the same in a one-page portfolio: bytes
 *              sent, read and written in DynamoDB, returned, and the time ratio;
 *   report   — the section standards report at 50, 200 and 500 students × 5 activities on a 15-page template:
 *              DynamoDB calls, bytes read and time per view.
 * Routes are called by path, built from the exported contract objects (never by contract id). Figures are
 * printed with their budgets, never asserted; each verdict is the median of several rounds.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import {
  buildPath,
  createPortfolio,
  getActivityRubricScoresReport,
  getCurrentUser,
  getHealth,
  getPortfolio,
  getSectionProgress,
  getSectionStandardsReport,
  getTemplate,
  listMyActivities,
  listRubrics,
  updatePortfolio,
  type Contract,
} from '@tessera/shared';
import { selfTimes, type CpuProfile } from './cpu-profile';
import type { MeterTotals } from './dynamo-meter';

/** The meter's answer in the cloud process: the totals, and a recording's reads kept as a replay on the bare server. */
type MeterAnswer = MeterTotals & { replayUrl: string | null; unreplayed: string[] };

export interface ScaleCloud {
  endpoints: { api: string; web: string; cognito: string; region: string; userPoolClientId: string };
  env: Record<string, string>;
  users: { student: string; admin: string; faculty: string };
  bareUrl: string;
  meterUrl: string;
}

const KB = 1024;
const DEMO_PASSWORD = 'Tessera-demo-1';
const ORG_HINT = { 'x-tessera-organization': 'org_demo' };
const int = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const round2 = (value: number) => Math.round(value * 100) / 100;
const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')} on ${cpus().length} cores`;
const verdict = (ok: boolean) => (ok ? 'yes' : 'NO');

function table(title: string, rows: Array<Record<string, string | number>>): void {
  console.log(`\n${title}`);
  console.table(rows);
}

/** The path of `contract` with its parameters. */
const path = (contract: Pick<Contract, 'path'>, params: Record<string, string> = {}, query = '') =>
  `${buildPath(contract.path, params)}${query ? `?${query}` : ''}`;

async function signIn(cloud: ScaleCloud, email: string): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({
    region: cloud.endpoints.region,
    endpoint: cloud.endpoints.cognito,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const auth = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cloud.endpoints.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
    }),
  );
  cognito.destroy();
  const token = auth.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`bench: ${email} could not sign in`);
  return token;
}

interface Call {
  status: number;
  body: unknown;
  sentBytes: number;
  returnedBytes: number;
  ms: number;
}

/** One API request as the web sends it (the token and the organisation hint), timed from the client. */
async function call(
  cloud: ScaleCloud,
  token: string | null,
  method: string,
  url: string,
  body?: unknown,
): Promise<Call> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  const response = await fetch(`${cloud.endpoints.api}${url}`, {
    method,
    headers: {
      ...ORG_HINT,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    body: payload,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return {
    status: response.status,
    body: parsed,
    sentBytes: payload ? Buffer.byteLength(payload) : 0,
    returnedBytes: Buffer.byteLength(text),
    ms,
  };
}

const ok = (result: Call, what: string): Call => {
  if (result.status >= 300)
    throw new Error(`bench: ${what} answered ${result.status}: ${JSON.stringify(result.body).slice(0, 400)}`);
  return result;
};

/** What the functions asked of DynamoDB since the last read (and a fresh start). */
async function meter(cloud: ScaleCloud): Promise<MeterAnswer> {
  return (await fetch(cloud.meterUrl)).json() as Promise<MeterAnswer>;
}

/** The bench's data is written from this process, through the functions' repositories, into the cloud's table. */
async function fixtures(cloud: ScaleCloud) {
  Object.assign(process.env, cloud.env);
  return import('./scale-fixtures');
}

const DEMO_PEOPLE = {
  student: { email: 'student@demo.test', firstName: 'Sam', lastName: 'Student' },
  faculty: { email: 'faculty@demo.test', firstName: 'Fran', lastName: 'Faculty' },
  admin: { email: 'admin@demo.test', firstName: 'Ada', lastName: 'Admin' },
};

/** The node whose rubric list the routes bench reads (the demo program, under the root the admin administers). */
const RUBRIC_NODE = 'node_demo_program';

interface World {
  tokens: { student: string; faculty: string; admin: string };
  template15: string;
  section: { groupId: string; activityId: (planId: string) => string };
  /** The demo student's own portfolios (made through the API, answers saved): 15 pages and one page. */
  portfolio15: string;
  portfolio1: string;
  students: number;
}

let world: Promise<World> | null = null;

/**
 * What the routes and autosave benches read: 60 rubrics on a node; a 15-page and a one-page template; a
 * section of the demo faculty with BENCH_ROUTES_STUDENTS (default 10) students and the demo student, five
 * activities on the 15-page template and one on the one-page template; the demo student's portfolios on the
 * first and the last (through the API: create, then a save writing every answer); every other student's
 * portfolios submitted and assessed.
 */
function prepareWorld(cloud: ScaleCloud): Promise<World> {
  world ??= (async () => {
    const started = performance.now();
    const f = await fixtures(cloud);
    const people = {
      student: { userId: cloud.users.student, ...DEMO_PEOPLE.student },
      faculty: { userId: cloud.users.faculty, ...DEMO_PEOPLE.faculty },
      admin: { userId: cloud.users.admin, ...DEMO_PEOPLE.admin },
    };
    const rubricId = await f.createRubric(f.COURSE.nodeId, 'Teaching portfolio rubric', people.admin);
    const rubric = { rubricId, title: 'Teaching portfolio rubric' };
    for (let index = 1; index <= 60; index++)
      await f.createRubric(RUBRIC_NODE, `Program rubric ${String(index).padStart(2, '0')}`, people.admin);
    const [t15, t1] = [
      await f.createTemplate('Teaching portfolio (15 pages)', 15, rubric, people.admin),
      await f.createTemplate('Lesson reflection (one page)', 1, rubric, people.admin),
    ];
    const count = int('BENCH_ROUTES_STUDENTS', 10);
    const others = await f.createStudents(count, 'Routes');
    const activities = {
      a1: t15.templateId,
      a2: t15.templateId,
      a3: t15.templateId,
      a4: t15.templateId,
      a5: t15.templateId,
    };
    const section = await f.createSection({
      title: 'EDU 501 bench',
      owners: [people.faculty],
      members: [people.student, ...others],
      activities: { ...activities, a6: t1.templateId },
    });
    const tokens = {
      student: await signIn(cloud, DEMO_PEOPLE.student.email),
      faculty: await signIn(cloud, DEMO_PEOPLE.faculty.email),
      admin: await signIn(cloud, DEMO_PEOPLE.admin.email),
    };
    const made = async (planId: string, pages: typeof t15.pages) => {
      const created = ok(
        await call(cloud, tokens.student, 'POST', path(createPortfolio, { id: people.student.userId }), {
          group_id: section.groupId,
          activity_id: section.activityId(planId),
        }),
        `creating the ${planId} portfolio`,
      ).body as { id?: string; portfolio_id?: string; version: number };
      const portfolioId = String(created.id ?? created.portfolio_id);
      ok(
        await call(cloud, tokens.student, 'PUT', path(updatePortfolio, { id: people.student.userId, portfolioId }), {
          version: created.version,
          portfolio_action: 'save_as_draft',
          fields: f.answers(pages),
        }),
        `saving the ${planId} portfolio's answers`,
      );
      return portfolioId;
    };
    const portfolio15 = await made('a1', t15.pages);
    const portfolio1 = await made('a6', t1.pages);
    // The others' portfolios hold what the API stored for the demo student's (the same answers).
    const { getPortfolio: storedPortfolio } = await import('../functions/src/ports/portfolios');
    const content = (await storedPortfolio(f.ORG, portfolio15))?.content;
    if (!content) throw new Error('bench: the 15-page portfolio was not stored');
    await f.createAssessedPortfolios({
      section: { ...section, activities },
      members: others,
      assessor: people.faculty,
      pages: t15.pages,
      content,
    });
    console.log(
      `\nRoutes and autosave data seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${count} students × 5 activities on a 15-page template (submitted and assessed) and the demo student's own portfolios`,
    );
    return { tokens, template15: t15.templateId, section, portfolio15, portfolio1, students: count };
  })();
  return world;
}

interface Target {
  name: string;
  url: string;
  token: string | null;
}

async function keyRoutes(cloud: ScaleCloud, w: World): Promise<Target[]> {
  const student = cloud.users.student;
  return [
    { name: 'GET /api/health', url: path(getHealth), token: null },
    { name: 'GET /api/users/me', url: path(getCurrentUser), token: w.tokens.student },
    {
      name: 'a portfolio (15 pages)',
      url: path(getPortfolio, { id: student, portfolioId: w.portfolio15 }),
      token: w.tokens.student,
    },
    { name: 'a template (15 pages)', url: path(getTemplate, { id: w.template15 }), token: w.tokens.admin },
    { name: 'rubric list (60 on the node)', url: path(listRubrics, {}, `node=${RUBRIC_NODE}`), token: w.tokens.admin },
    { name: "the student's activities", url: path(listMyActivities, { id: student }), token: w.tokens.student },
    {
      name: `a section's progress (${w.students + 1} × 6)`,
      url: path(getSectionProgress, { id: w.section.groupId }),
      token: w.tokens.faculty,
    },
    {
      name: `section standards report (${w.students} × 5 assessed)`,
      url: path(getSectionStandardsReport, { id: w.section.groupId }),
      token: w.tokens.faculty,
    },
    {
      name: 'activity rubric-scores report',
      url: path(getActivityRubricScoresReport, { id: w.section.groupId, activityId: w.section.activityId('a1') }),
      token: w.tokens.faculty,
    },
  ];
}

/**
 * BENCH_PROFILE_DIR: the cloud process's CPU profile around each route's first-round run, written as
 * `<dir>/<route>.cpuprofile`, and a table of where its CPU went per request (self time by package and the
 * heaviest functions; idle, GC and the bare server's time included as they ran).
 */
async function profiled<T extends { latency: { totalCount: number } }>(
  cloud: ScaleCloud,
  name: string,
  run: () => Promise<T>,
): Promise<T> {
  const dir = process.env.BENCH_PROFILE_DIR;
  if (!dir) return run();
  const control = (action: string) => fetch(`${cloud.meterUrl}profile/${action}`, { method: 'POST' });
  await control('start');
  const result = await run();
  const profile = (await (await control('stop')).json()) as CpuProfile;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name.replace(/[^\w.-]+/g, '_')}.cpuprofile`), JSON.stringify(profile));
  const { totalMs, owners, functions } = selfTimes(profile);
  const requests = Math.max(result.latency.totalCount, 1);
  const idle = owners.find((o) => o.owner === '(idle)')?.ms ?? 0;
  console.log(
    `\nCPU profile of ${name}: ${requests} requests, ${round2((totalMs - idle) / requests)} ms busy per request (${round2(totalMs)} ms sampled, ${round2(idle)} idle)`,
  );
  console.table(owners.slice(0, 14).map((o) => ({ owner: o.owner, 'ms / request': round2(o.ms / requests) })));
  console.table(
    functions.slice(0, 14).map((f) => ({ function: f.name, owner: f.owner, 'ms / request': round2(f.ms / requests) })),
  );
  return result;
}

/** What a slow route sends instead of a duration: two requests a connection, so most wait behind a full queue. */
const SLOW_AMOUNT = 64;

/**
 * `routes`: each key read route at 32 connections against the bare server, BENCH_ROUTE_ROUNDS rounds (default
 * 3) of BENCH_ROUTE_SECONDS each (default 5), interleaved (bare, then every route, each round), each round's
 * ratio its p50 ÷ that round's bare p50; the verdict on the median ratio. A route slower than a tenth of the
 * duration per request runs a fixed 64 requests (2 a connection) instead, so it still gives a p50.
 */
export async function routesBench(cloud: ScaleCloud): Promise<void> {
  const w = await prepareWorld(cloud);
  // BENCH_ROUTES: only the routes whose name contains one of these comma-separated words.
  const only = (process.env.BENCH_ROUTES ?? '').split(',').filter(Boolean);
  const targets = (await keyRoutes(cloud, w)).filter(
    (target) => only.length === 0 || only.some((word) => target.name.includes(word)),
  );
  const rounds = int('BENCH_ROUTE_ROUNDS', 3);
  const seconds = int('BENCH_ROUTE_SECONDS', 5);
  const single = new Map<string, Call>();
  const dynamo = new Map<string, MeterAnswer>();
  for (const target of targets) {
    await call(cloud, target.token, 'GET', target.url); // first request: loads the route's use case
    // A token's first request registers its sign-in (a write of its account), which empties the container's
    // cache of that actor: the second refills it, so the recorded request is a warm container's.
    await call(cloud, target.token, 'GET', target.url);
    await meter(cloud);
    await fetch(`${cloud.meterUrl}record`);
    single.set(target.name, ok(await call(cloud, target.token, 'GET', target.url), target.name));
    // A warm container's request (its caches filled by the first): what it asks of DynamoDB, recorded so the
    // bare server can replay the same reads (the route's "same reads" baseline).
    dynamo.set(target.name, await meter(cloud));
  }
  const replayUrl = (name: string) => dynamo.get(name)?.replayUrl ?? null;
  // Each replay once, checked: what it answers (JSON of what the route read) beside the route's answer.
  const replayedBytes = new Map<string, number>();
  for (const target of targets) {
    const replayed = replayUrl(target.name);
    if (!replayed) continue;
    const response = await fetch(replayed);
    const body = await response.text();
    if (!response.ok) throw new Error(`bench: the same reads of ${target.name} answered ${response.status}: ${body}`);
    replayedBytes.set(target.name, Buffer.byteLength(body));
  }
  await fetch(`${cloud.meterUrl}pause`); // the meter's JSON copies of every answer are not the routes' work
  // CPU per request: the cloud process's CPU time (user + system) over BENCH_ROUTE_CPU_REQUESTS (default 40)
  // requests sent one at a time. Unlike the p50 at 32 connections, load from elsewhere hardly stretches it, and
  // on 2 cores the p50 ratio tends to the CPU ratio (the gateway, the functions and the bare server share one
  // process; DynamoDB Local's own CPU is not in it).
  const cpuRequests = int('BENCH_ROUTE_CPU_REQUESTS', 40);
  const used = async () => {
    const { user, system } = (await (await fetch(`${cloud.meterUrl}cpu`)).json()) as { user: number; system: number };
    return user + system;
  };
  const cpuMs = async (url: string, token: string | null) => {
    const headers = { ...ORG_HINT, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const start = await used();
    for (let index = 0; index < cpuRequests; index++) await (await fetch(url, { headers })).arrayBuffer();
    return ((await used()) - start) / 1000 / cpuRequests;
  };
  const cpu = new Map<string, number>();
  cpu.set('bare', await cpuMs(cloud.bareUrl, null));
  for (const target of targets) {
    const replayed = replayUrl(target.name);
    if (replayed) cpu.set(`same reads: ${target.name}`, await cpuMs(replayed, null));
    cpu.set(target.name, await cpuMs(`${cloud.endpoints.api}${target.url}`, target.token));
  }
  const run = async (url: string, token: string | null, slow: boolean) => {
    const options = {
      url,
      connections: 32,
      timeout: 300,
      headers: { ...ORG_HINT, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    };
    return slow ? autocannon({ ...options, amount: SLOW_AMOUNT }) : autocannon({ ...options, duration: seconds });
  };
  const samples = new Map<
    string,
    {
      ratio: number;
      p50: number;
      sameReadsRatio: number | null;
      requests: number;
      non2xx: number;
      timeouts: number;
      errors: number;
    }[]
  >();
  const bareP50: number[] = [];
  for (let r = 0; r < rounds; r++) {
    await autocannon({ url: cloud.bareUrl, connections: 8, duration: 1 }); // warm-up
    const profileRound = r === 0;
    const bare = profileRound
      ? await profiled(cloud, 'bare', () => run(cloud.bareUrl, null, false))
      : await run(cloud.bareUrl, null, false);
    bareP50.push(bare.latency.p50);
    for (const target of targets) {
      const slow = (single.get(target.name)?.ms ?? 0) > (seconds * 1000) / 10;
      const replayed = replayUrl(target.name);
      // The same reads served bare, just before the route (each round, so both meet the same load).
      let sameReads = replayed ? await run(replayed, null, false) : null;
      if (replayed && sameReads?.latency.totalCount === 0) sameReads = await run(replayed, null, true);
      const once = () => run(`${cloud.endpoints.api}${target.url}`, target.token, slow);
      let result = profileRound ? await profiled(cloud, target.name, once) : await once();
      // autocannon now and then ends a timed run under load with no request counted: run it by count instead.
      if (result.latency.totalCount === 0)
        result = await run(`${cloud.endpoints.api}${target.url}`, target.token, true);
      const list = samples.get(target.name) ?? [];
      list.push({
        ratio: result.latency.p50 / Math.max(bare.latency.p50, 1),
        p50: result.latency.p50,
        sameReadsRatio: sameReads ? result.latency.p50 / Math.max(sameReads.latency.p50, 1) : null,
        requests: result.latency.totalCount,
        non2xx: result.non2xx,
        timeouts: result.timeouts,
        errors: result.errors - result.timeouts,
      });
      process.stderr.write(`routes: round ${r + 1}/${rounds} ${target.name}: p50 ${result.latency.p50} ms\n`);
      samples.set(target.name, list);
    }
  }
  const rows: Array<Record<string, string | number>> = [
    {
      route: 'bare Node server, one GetItem',
      'p50 ms (median)': median(bareP50),
      'rounds p50 ×bare': '1',
      'p50 ×bare': 1,
      'response KB': '-',
      'CPU ms / request (×bare)': `${round2(cpu.get('bare') ?? 0)} (1)`,
      'p50 ×same reads': '-',
      'same reads KB': '-',
      'CPU ×same reads (its ms)': '-',
      'DynamoDB calls / read KB (warm)': '1 / -',
      requests: '-',
      'non-2xx / timeouts / errors': '-',
      within: '-',
    },
  ];
  for (const target of targets) {
    const list = samples.get(target.name) ?? [];
    const ratio = median(list.map((s) => s.ratio));
    const sameRatios = list.map((s) => s.sameReadsRatio).filter((r): r is number => r !== null);
    const sameCpu = cpu.get(`same reads: ${target.name}`);
    rows.push({
      route: target.name,
      'p50 ms (median)': median(list.map((s) => s.p50)),
      'rounds p50 ×bare': list.map((s) => round2(s.ratio)).join(' '),
      'p50 ×bare': round2(ratio),
      'response KB': kb(single.get(target.name)?.returnedBytes ?? 0),
      'CPU ms / request (×bare)': `${round2(cpu.get(target.name) ?? 0)} (${round2((cpu.get(target.name) ?? 0) / Math.max(cpu.get('bare') ?? 1, 0.001))})`,
      'p50 ×same reads': sameRatios.length ? round2(median(sameRatios)) : '-',
      'same reads KB': replayedBytes.has(target.name) ? kb(replayedBytes.get(target.name) ?? 0) : '-',
      'CPU ×same reads (its ms)':
        sameCpu === undefined
          ? '-'
          : `${round2((cpu.get(target.name) ?? 0) / Math.max(sameCpu, 0.001))} (${round2(sameCpu)})`,
      'DynamoDB calls / read KB (warm)': `${dynamo.get(target.name)?.calls ?? 0} / ${kb(dynamo.get(target.name)?.readResponseBytes ?? 0)}`,
      requests: list.reduce((sum, s) => sum + s.requests, 0),
      'non-2xx / timeouts / errors': [
        list.reduce((sum, s) => sum + s.non2xx, 0),
        list.reduce((sum, s) => sum + s.timeouts, 0),
        list.reduce((sum, s) => sum + s.errors, 0),
      ].join(' / '),
      within: verdict(ratio <= 2),
    });
  }
  table(
    'DynamoDB commands of one warm request per route (the meter; independent of load)',
    targets.map((target) => ({
      route: target.name,
      commands: Object.entries(dynamo.get(target.name)?.byCommand ?? {})
        .map(([command, count]) => `${command.replace(/Command$/, '')} ${count}`)
        .join(', '),
      'not replayed (writes)': dynamo.get(target.name)?.unreplayed.join(', ') || '-',
    })),
  );
  table(
    `Key read routes at 32 connections, ${rounds} interleaved rounds of ${seconds} s (or 64 requests when slow); budget p50 ≤ 2× the bare server; "same reads": ÷ a bare server making the route's own warm DynamoDB reads through the functions' client and answering their JSON (${load()})`,
    rows,
  );
}

/** The field an autosave writes: a short answer in the middle of the document (the last page of a one-page one). */
const autosaveField = (pages: number) => `textfield-${Math.ceil(pages / 2)}-1`;

/**
 * `autosave`: BENCH_AUTOSAVE_ROUNDS (default 9) rounds, each an autosave of one short field in the 15-page
 * portfolio then in the one-page one (the composer's PUT with `auto_save` and the one field), one at a time,
 * with the meter read around each. The document is the portfolio as GET returns it (the composer's read).
 */
export async function autosaveBench(cloud: ScaleCloud): Promise<void> {
  const w = await prepareWorld(cloud);
  const student = cloud.users.student;
  const rounds = int('BENCH_AUTOSAVE_ROUNDS', 9);
  const kinds = [
    { name: '15-page portfolio', portfolioId: w.portfolio15, field: autosaveField(15) },
    { name: 'one-page portfolio', portfolioId: w.portfolio1, field: autosaveField(1) },
  ];
  const state = new Map<string, { version: number; document: number }>();
  for (const kind of kinds) {
    const read = ok(
      await call(cloud, w.tokens.student, 'GET', path(getPortfolio, { id: student, portfolioId: kind.portfolioId })),
      `reading the ${kind.name}`,
    );
    state.set(kind.name, { version: (read.body as { version: number }).version, document: read.returnedBytes });
  }
  const samples = new Map<string, { sent: number; returned: number; ms: number; m: MeterTotals }[]>();
  for (let r = 0; r < rounds; r++)
    for (const kind of kinds) {
      const current = state.get(kind.name) as { version: number; document: number };
      await meter(cloud);
      const saved = ok(
        await call(
          cloud,
          w.tokens.student,
          'PUT',
          path(updatePortfolio, { id: student, portfolioId: kind.portfolioId }),
          {
            version: current.version,
            portfolio_action: 'save_as_draft',
            auto_save: true,
            fields: { [kind.field]: { content: `Grade ${(r % 8) + 3} science, Ms Rivera (round ${r + 1})` } },
          },
        ),
        `autosaving the ${kind.name}`,
      );
      const m = await meter(cloud);
      const body = saved.body as { portfolio?: { version?: number }; version?: number };
      let version = body.portfolio?.version ?? body.version;
      if (typeof version !== 'number') {
        const read = await call(
          cloud,
          w.tokens.student,
          'GET',
          path(getPortfolio, { id: student, portfolioId: kind.portfolioId }),
        );
        version = (read.body as { version: number }).version;
      }
      current.version = version;
      const list = samples.get(kind.name) ?? [];
      list.push({ sent: saved.sentBytes, returned: saved.returnedBytes, ms: saved.ms, m });
      samples.set(kind.name, list);
    }
  const one = median((samples.get('one-page portfolio') ?? []).map((s) => s.ms));
  const rows = kinds.map((kind) => {
    const list = samples.get(kind.name) ?? [];
    const document = state.get(kind.name)?.document ?? 0;
    const written = median(list.map((s) => s.m.writeRequestBytes));
    const returned = median(list.map((s) => s.returned));
    const ms = median(list.map((s) => s.ms));
    const big = kind.name === '15-page portfolio';
    return {
      autosave: kind.name,
      'document KB (GET)': kb(document),
      'sent KB': kb(median(list.map((s) => s.sent))),
      'DynamoDB calls': median(list.map((s) => s.m.calls)),
      'read KB': kb(median(list.map((s) => s.m.readResponseBytes))),
      'read units': round2(median(list.map((s) => s.m.readUnits))),
      'written KB': kb(written),
      'write units': round2(median(list.map((s) => s.m.writeUnits))),
      'returned KB': kb(returned),
      'written % doc': round2((written / document) * 100),
      'returned % doc': round2((returned / document) * 100),
      'ms (median)': Math.round(ms),
      'rounds ×one-page': big
        ? list
            .map((s, index) => round2(s.ms / ((samples.get('one-page portfolio') ?? [])[index]?.ms ?? s.ms)))
            .join(' ')
        : '-',
      '×one-page': round2(ms / one),
      within: big ? verdict(written <= document * 0.05 && returned <= document * 0.05 && ms <= one * 1.5) : '-',
    };
  });
  table(
    `Autosave of one field, median of ${rounds} rounds (budget for the 15-page portfolio: written and returned ≤ 5 % of the document, time ≤ 1.5× the one-page save; ${load()})`,
    rows,
  );
}

/**
 * `report`: for each size of BENCH_REPORT_SIZES (default 50,200,500) a fresh section of that many students ×
 * 5 activities on the 15-page template, every portfolio submitted and assessed (seeded in batches; the seeding
 * time printed apart), then BENCH_REPORT_ROUNDS views (default 3) of its standards report by its faculty, one
 * at a time, the meter read around each. Budget: calls and bytes read grow no faster than the students (each
 * size's ÷ the smallest's ≤ the students' ratio) and ≤ 1 MB read per 100 students.
 */
export async function reportBench(cloud: ScaleCloud): Promise<void> {
  const w = await prepareWorld(cloud);
  const f = await fixtures(cloud);
  const sizes = (process.env.BENCH_REPORT_SIZES ?? '50,200,500')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const rounds = int('BENCH_REPORT_ROUNDS', 3);
  const { getPortfolio: storedPortfolio } = await import('../functions/src/ports/portfolios');
  const { getTemplate: storedTemplate } = await import('../functions/src/db/templates/templates');
  const content = (await storedPortfolio(f.ORG, w.portfolio15))?.content;
  const pages = (await storedTemplate(f.ORG, w.template15))?.pages;
  if (!content || !pages) throw new Error('bench: the 15-page template or portfolio is missing');
  const faculty = { userId: cloud.users.faculty, ...DEMO_PEOPLE.faculty };
  const rows: Array<Record<string, string | number>> = [];
  const seeding: Array<Record<string, string | number>> = [];
  let base: { students: number; calls: number; bytes: number } | null = null;
  for (const size of sizes) {
    const started = performance.now();
    const students = await f.createStudents(size, `Report${size}`);
    const activities = { r1: w.template15, r2: w.template15, r3: w.template15, r4: w.template15, r5: w.template15 };
    const section = await f.createSection({
      title: `Report ${size}`,
      owners: [faculty],
      members: students,
      activities,
    });
    const portfolios = await f.createAssessedPortfolios({
      section,
      members: students,
      assessor: faculty,
      pages,
      content,
    });
    seeding.push({ students: size, portfolios, seconds: round2((performance.now() - started) / 1000) });
    const url = path(getSectionStandardsReport, { id: section.groupId });
    await call(cloud, w.tokens.faculty, 'GET', url); // the first view warms nothing the others need but the JIT
    await meter(cloud);
    const views: { ms: number; returned: number; status: number; m: MeterTotals }[] = [];
    for (let r = 0; r < rounds; r++) {
      await meter(cloud);
      // A failed view is a figure too (its status is printed): what it read before failing is still counted.
      const view = await call(cloud, w.tokens.faculty, 'GET', url);
      views.push({ ms: view.ms, returned: view.returnedBytes, status: view.status, m: await meter(cloud) });
    }
    const failed = views.filter((v) => v.status >= 300).map((v) => v.status);
    const calls = median(views.map((v) => v.m.calls));
    const bytes = median(views.map((v) => v.m.readResponseBytes));
    base ??= { students: size, calls, bytes };
    const growth = size / base.students;
    const perHundred = bytes / (size / 100);
    rows.push({
      students: size,
      portfolios: portfolios,
      'DynamoDB calls': calls,
      'calls ×smallest': round2(calls / base.calls),
      'read MB': round2(bytes / KB / KB),
      'read ×smallest': round2(bytes / base.bytes),
      'read units': Math.round(median(views.map((v) => v.m.readUnits))),
      'MB per 100 students': round2(perHundred / KB / KB),
      'rounds s': views.map((v) => round2(v.ms / 1000)).join(' '),
      's (median)': round2(median(views.map((v) => v.ms)) / 1000),
      'response KB': kb(median(views.map((v) => v.returned))),
      'failed views': failed.length === 0 ? 0 : `${failed.length} (${[...new Set(failed)].join(', ')})`,
      within: verdict(
        failed.length === 0 && calls / base.calls <= growth && bytes / base.bytes <= growth && perHundred <= KB * KB,
      ),
    });
  }
  table('Report sections seeded (batches through the repositories; not part of the figures)', seeding);
  table(
    `Section standards report per view, 5 activities on a 15-page template, median of ${rounds} views (budget: calls and bytes read grow no faster than the students, ≤ 1 MB read per 100 students; ${load()})`,
    rows,
  );
}
