#!/usr/bin/env node
// `npm test`: lint, type-check, then every Jest project in order (unit → integration → e2e), and a closing
// line "Total: N passed, N failed". Each step runs even when an earlier one failed, so one run shows everything.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- unit e2e` runs only those steps
const steps = [
  { name: 'lint', cmd: ['npx', 'eslint', '.'] },
  { name: 'format', group: 'lint', cmd: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
  ...['shared', 'events', 'functions', 'infra', 'web', 'bench'].map((ws) => ({
    name: `typecheck:${ws}`,
    group: 'typecheck',
    cmd: ['npx', 'tsc', '-p', `${ws}/tsconfig.json`],
  })),
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
  { name: 'integration', jest: ['--selectProjects', 'integration', '--runInBand'] },
  { name: 'e2e', jest: ['--selectProjects', 'e2e', '--runInBand'] },
].filter((s) => only.length === 0 || only.includes(s.name) || only.includes(s.group));

if (steps.some((s) => s.name === 'e2e') && !existsSync('/usr/bin/chromium')) {
  console.error("e2e tests need Debian's Chromium at /usr/bin/chromium: apt-get update && apt-get install -y chromium");
  process.exit(1);
}

let passed = 0;
let failed = 0;
const failures = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  let status;
  if (step.jest) {
    const out = join(results, `${step.name}.json`);
    status = spawnSync(
      process.execPath,
      [join(root, 'scripts/jest.mjs'), ...step.jest, '--json', '--outputFile', out],
      {
        stdio: 'inherit',
        cwd: root,
      },
    ).status;
    if (existsSync(out)) {
      const r = JSON.parse(readFileSync(out, 'utf8'));
      passed += r.numPassedTests;
      // A suite that fails to load runs no test: count it as a failure, or the total would hide it.
      failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
      if (r.numTotalTests === 0) {
        failed += 1;
        console.error(`${step.name}: no test ran`);
      }
    } else {
      failed += 1;
    }
  } else {
    status = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', cwd: root }).status;
  }
  console.log(
    `=== ${step.name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (status !== 0) failures.push(step.name);
}

if (failures.length > 0) console.error(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\nTotal: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
