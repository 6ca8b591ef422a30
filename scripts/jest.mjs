#!/usr/bin/env node
// Runs Jest in ESM mode (middy is ESM-only) with the SDK's Node 20 notice silenced.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const jestBin = require.resolve('jest/package.json').replace(/package\.json$/, 'bin/jest.js');
const env = {
  ...process.env,
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules', '--no-warnings=ExperimentalWarning']
    .filter(Boolean)
    .join(' '),
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};
const result = spawnSync(
  process.execPath,
  [jestBin, '--config', new URL('../jest.config.js', import.meta.url).pathname, ...process.argv.slice(2)],
  { stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
