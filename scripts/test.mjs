#!/usr/bin/env node
// `npm test`: lint, type-check and every Jest project, with the closing line "Total: N passed, N failed" and each
// part's time. Every step runs even when another failed, so one run shows everything.
//
// The parts run side by side in three lanes (docs/architecture.md §9): the static checks, the unit tests, and the
// tests against a local cloud. Integration and e2e tests are split into shards, each a Jest process of its own
// whose global setup starts its own local cloud (DynamoDB Local, s3rver, cognito-local, the gateway) on free
// ports, so no two shards share a table, a user pool or a demo user. A lane's output is kept and printed whole
// when a step ends, so parallel steps never interleave their lines.
//
//   npm test                     everything
//   npm test -- unit e2e         only those parts (lint, format, typecheck, typecheck:<ws>, shared, unit,
//                                integration, e2e)
//   TESSERA_TEST_SHARDS=3        shards per cloud part (default 2; 1 runs each part in one Jest process)
//   TESSERA_TEST_LANES=1         one lane: every step one after another (the order of the lanes)
import { spawn, spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, '.test-results');
// Each step replaces only its own files here, so `npm test -- e2e` beside `npm test -- unit` keeps both.
mkdirSync(join(results, 'logs'), { recursive: true });

const shards = positiveInteger(process.env.TESSERA_TEST_SHARDS, 2);
const oneLane = process.env.TESSERA_TEST_LANES === '1';
const only = process.argv.slice(2); // e.g. `npm test -- unit e2e` runs only those steps
const wanted = (step) => only.length === 0 || only.includes(step.name) || only.includes(step.group);

function positiveInteger(value, fallback) {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

// Lint and format keep a cache under node_modules/.cache (Prettier's default place; a file whose content and
// configuration are unchanged is not checked again); a fresh clone, as in CI, starts without one.
const cache = join(root, 'node_modules', '.cache');
const staticChecks = [
  {
    name: 'lint',
    cmd: ['npx', 'eslint', '--cache', '--cache-strategy', 'content', '--cache-location', join(cache, 'eslint/'), '.'],
  },
  {
    name: 'format',
    group: 'lint',
    cmd: ['npx', 'prettier', '--check', '--log-level', 'warn', '--cache', '--cache-strategy', 'content', '.'],
  },
  // tsc keeps what it learnt of each workspace (--incremental, noEmit: only the .tsbuildinfo is written): a run
  // after a change re-checks the files it touches and what depends on them (functions: 25 s of CPU cold, 7 s warm).
  ...['shared', 'events', 'functions', 'infra', 'web', 'bench'].map((ws) => ({
    name: `typecheck:${ws}`,
    group: 'typecheck',
    cmd: [
      'npx',
      'tsc',
      '-p',
      `${ws}/tsconfig.json`,
      '--incremental',
      '--tsBuildInfoFile',
      join(cache, 'tsc', `${ws}.tsbuildinfo`),
    ],
  })),
];
const unitTests = [
  {
    name: 'shared',
    group: 'unit',
    jest: [
      '--selectProjects',
      'shared',
      '--coverage',
      '--collectCoverageFrom',
      'shared/src/**/*.ts',
      '--collectCoverageFrom',
      '!shared/src/**/*.test.ts',
      '--collectCoverageFrom',
      '!shared/src/**/index.ts',
      '--coverageReporters',
      'text-summary',
      '--coverageThreshold',
      '{"global":{"lines":95}}',
    ],
  },
  { name: 'unit', group: 'unit', jest: ['--selectProjects', 'events', 'functions', 'infra', 'web'] },
];
const cloudTests = [
  { name: 'integration', projects: ['integration'], shards },
  {
    name: 'e2e',
    projects: ['e2e'],
    shards,
    before: { name: 'web build', cmd: ['npx', 'tsx', 'infra/local/src/build-web.ts'] },
  },
];

const lanes = [staticChecks.filter(wanted), unitTests.filter(wanted), cloudTests.filter(wanted)].filter(
  (lane) => lane.length > 0,
);
if (lanes.length === 0) {
  console.error(`npm test: nothing matches ${only.join(' ')}`);
  process.exit(1);
}

if (cloudTests.some((step) => step.name === 'e2e' && wanted(step)) && !existsSync('/usr/bin/chromium')) {
  console.error("e2e tests need Debian's Chromium at /usr/bin/chromium: apt-get update && apt-get install -y chromium");
  process.exit(1);
}

// ---- Durations: where the time went last time, to split the shards evenly -----------------------------------

/** Per test file (relative path): seconds it took last time, kept beside the caches (a hint, never a result). */
const durationsFile = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'tessera', 'test-durations.json');
const knownDurations = readJson(durationsFile) ?? {};

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function saveDurations(fresh) {
  if (Object.keys(fresh).length === 0) return;
  try {
    mkdirSync(join(durationsFile, '..'), { recursive: true });
    const merged = { ...(readJson(durationsFile) ?? {}), ...fresh };
    const temporary = `${durationsFile}.${process.pid}`;
    writeFileSync(temporary, `${JSON.stringify(merged, null, 1)}\n`);
    renameSync(temporary, durationsFile);
  } catch (error) {
    console.error(`(could not keep the test durations in ${durationsFile}: ${error.message})`);
  }
}

/**
 * The test files of `projects`, split into `count` shards of about equal time (longest first, each to the shard
 * with the least so far). A file never timed weighs by its size (about 1 s per 300 bytes, a rough mean).
 */
function splitIntoShards(projects, count) {
  const listed = spawnSync(
    process.execPath,
    [join(root, 'scripts/jest.mjs'), '--listTests', '--json', '--selectProjects', ...projects],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (listed.status !== 0) {
    process.stderr.write(listed.stderr);
    return [];
  }
  const files = JSON.parse(listed.stdout.slice(listed.stdout.indexOf('[')));
  const weighed = files
    .map((file) => {
      const key = relative(root, file);
      return { file, weight: knownDurations[key] ?? statSync(file).size / 300 };
    })
    .sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));
  const split = Array.from({ length: Math.min(count, files.length) }, () => ({ files: [], weight: 0 }));
  for (const entry of weighed) {
    const lightest = split.reduce((best, shard) => (shard.weight < best.weight ? shard : best));
    lightest.files.push(entry.file);
    lightest.weight += entry.weight;
  }
  return split.filter((shard) => shard.files.length > 0);
}

// ---- Running steps ----------------------------------------------------------------------------------------

let passed = 0;
let failed = 0;
const failures = [];
const timings = []; // { name, seconds, ok }
const freshDurations = {};

/** Runs a command with its output kept in a log file; resolves with its exit status. */
function run(name, cmd, args) {
  const log = join(results, 'logs', `${name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('error', (error) => out.write(`${error.message}\n`));
    child.on('close', (code, signal) => out.end(() => resolve({ status: code ?? (signal ? 1 : 0), log })));
  });
}

/** Prints a finished step's output whole, then its one-line result. */
function report(name, { status, log }, started) {
  const seconds = (Date.now() - started) / 1000;
  const ok = status === 0;
  const output = existsSync(log) ? readFileSync(log, 'utf8') : '';
  process.stdout.write(`\n=== ${name} ===\n${output}${output.endsWith('\n') || output === '' ? '' : '\n'}`);
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s ===`);
  if (!ok) failures.push(name);
  return { seconds, ok };
}

/** Adds a Jest run's counts (from its --json file) to the totals; a run that ran no test counts as a failure. */
function count(name, jsonFile) {
  const r = readJson(jsonFile);
  if (!r) {
    failed += 1;
    return;
  }
  passed += r.numPassedTests;
  // A suite that fails to load runs no test: count it as a failure, or the total would hide it.
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  if (r.numTotalTests === 0) {
    failed += 1;
    console.error(`${name}: no test ran`);
  }
  for (const suite of r.testResults ?? []) {
    if (suite.startTime && suite.endTime && suite.status === 'passed')
      freshDurations[relative(root, suite.name)] = Math.round((suite.endTime - suite.startTime) / 100) / 10;
  }
}

function jestArgs(args, jsonFile) {
  rmSync(jsonFile, { force: true }); // a run that dies before writing it must not be counted from an older one
  return [join(root, 'scripts/jest.mjs'), ...args, '--json', '--outputFile', jsonFile];
}

/**
 * A cloud part's preparation (the web build before e2e), started when its lane starts so that it runs beside the
 * parts before it (the integration shards) instead of between them and its part; its part waits for it.
 */
const preparations = new Map();
function prepare(step) {
  if (!step.before) return Promise.resolve({ ok: true });
  if (!preparations.has(step)) {
    const started = Date.now();
    const { name, cmd } = step.before;
    console.log(`--- ${name} started`);
    preparations.set(
      step,
      run(name, cmd[0], cmd.slice(1)).then((result) => {
        const outcome = report(name, result, started);
        timings.push({ name, ...outcome });
        return outcome;
      }),
    );
  }
  return preparations.get(step);
}

async function runStep(step) {
  const started = Date.now();
  console.log(`--- ${step.name} started`);
  if (step.cmd) {
    const outcome = report(step.name, await run(step.name, step.cmd[0], step.cmd.slice(1)), started);
    timings.push({ name: step.name, ...outcome });
    return;
  }
  if (step.jest) {
    const json = join(results, `${step.name}.json`);
    const outcome = report(step.name, await run(step.name, process.execPath, jestArgs(step.jest, json)), started);
    count(step.name, json);
    timings.push({ name: step.name, ...outcome });
    return;
  }
  // A cloud part: its preparation, then its shards side by side, each a Jest process with its own cloud.
  if (step.before) {
    const outcome = await prepare(step);
    if (!outcome.ok) {
      failed += 1;
      timings.push({ name: step.name, seconds: (Date.now() - started) / 1000, ok: false });
      return;
    }
  }
  if (step.name === 'e2e') rmSync(join(results, 'screenshots'), { recursive: true, force: true });
  const split = splitIntoShards(step.projects, step.shards);
  if (split.length === 0) {
    failed += 1;
    failures.push(step.name);
    timings.push({ name: step.name, seconds: (Date.now() - started) / 1000, ok: false });
    return;
  }
  const outcomes = await Promise.all(
    split.map(async (shard, index) => {
      const name = split.length === 1 ? step.name : `${step.name} ${index + 1}/${split.length}`;
      const json = join(results, `${name.replace(/[^a-z0-9]+/gi, '-')}.json`);
      const shardStarted = Date.now();
      const files = shard.files.map((file) => relative(root, file));
      const args = ['--selectProjects', ...step.projects, '--runInBand', '--runTestsByPath', ...files];
      const result = await run(name, process.execPath, jestArgs(args, json));
      const outcome = report(name, result, shardStarted);
      count(name, json);
      if (split.length > 1) timings.push({ name: `  ${name} (${shard.files.length} files)`, ...outcome });
      return outcome;
    }),
  );
  timings.push({
    name: step.name,
    seconds: (Date.now() - started) / 1000,
    ok: outcomes.every((outcome) => outcome.ok),
  });
}

async function runLane(lane) {
  if (!oneLane) for (const step of lane) void prepare(step);
  for (const step of lane) await runStep(step);
}

const started = Date.now();
if (oneLane) await runLane(lanes.flat());
else await Promise.all(lanes.map(runLane));
saveDurations(freshDurations);

// Rounded to the second first, so 1,139.7 s reads 19 min 00 s (not 18 min 60 s).
const format = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
};
console.log('\nTime per part:');
for (const { name, seconds, ok } of timings)
  console.log(`  ${name.padEnd(34)} ${format(seconds).padStart(12)}${ok ? '' : '  FAILED'}`);
console.log(`  ${'whole run'.padEnd(34)} ${format((Date.now() - started) / 1000).padStart(12)}`);
if (failures.length > 0) console.error(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\nTotal: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
