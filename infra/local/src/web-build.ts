import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LocalCloudConfigError } from './errors';

/** The newest modification time under `path` (node_modules and dist skipped). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * What the web build depends on besides its own sources: the shared package it bundles, its build settings, and
 * the installed dependencies (`node_modules/.package-lock.json` is rewritten by every `npm install`, so a build
 * made before a dependency arrived is stale even when no source file changed).
 */
function webBuildInputs(repoRoot: string): string[] {
  return [
    join(repoRoot, 'web', 'src'),
    join(repoRoot, 'web', 'index.html'),
    join(repoRoot, 'web', 'vite.config.ts'),
    join(repoRoot, 'web', 'chunking.ts'),
    join(repoRoot, 'web', 'package.json'),
    join(repoRoot, 'shared', 'src'),
    join(repoRoot, 'package-lock.json'),
    join(repoRoot, 'node_modules', '.package-lock.json'),
  ];
}

/** Why `webDist` must be (re)built, or null when it is there and (with `whenStale`) newer than every input. */
export function webBuildReason(options: { repoRoot: string; webDist: string; whenStale?: boolean }): string | null {
  const index = join(options.webDist, 'index.html');
  if (!existsSync(index)) return `${index} is missing`;
  if (!options.whenStale) return null;
  const built = statSync(index).mtimeMs;
  const changed = webBuildInputs(options.repoRoot).some((input) => newestMtime(input) > built);
  return changed ? 'the web sources or its installed dependencies changed since the last build' : null;
}

/**
 * Builds the web app (`npm run build -w web`) when `webDist` has no index.html, or — with `whenStale` — when
 * a source of the web, the shared package it bundles or an installed dependency changed after the last build.
 */
export function ensureWebBuilt(options: {
  repoRoot: string;
  webDist: string;
  whenStale?: boolean;
  say?: (line: string) => void;
}): void {
  const index = join(options.webDist, 'index.html');
  const reason = webBuildReason(options);
  if (!reason) return;
  (options.say ?? ((line: string) => process.stdout.write(`${line}\n`)))(
    `Building the web app (${reason}): npm run build -w web`,
  );
  // Always the production bundle: a build started under Jest inherits NODE_ENV=test, and Vite then bundles
  // React's development build (the first chunk 530 KB instead of 330 KB), slower in every browser test.
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: options.repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.error) throw new LocalCloudConfigError(`could not run npm to build the web app: ${result.error.message}`);
  if (result.status !== 0 || !existsSync(index)) {
    throw new LocalCloudConfigError(
      'building the web app failed (npm run build -w web); fix the errors above and try again',
    );
  }
}
