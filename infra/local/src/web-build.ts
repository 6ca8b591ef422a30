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
 * Builds the web app (`npm run build -w web`) when `webDist` has no index.html, or — with `whenStale` — when
 * a source of the web (or of the shared package it bundles) changed after the last build.
 */
export function ensureWebBuilt(options: {
  repoRoot: string;
  webDist: string;
  whenStale?: boolean;
  say?: (line: string) => void;
}): void {
  const index = join(options.webDist, 'index.html');
  let reason: string | null = null;
  if (!existsSync(index)) reason = `${index} is missing`;
  else if (options.whenStale) {
    const built = statSync(index).mtimeMs;
    const sources = [
      join(options.repoRoot, 'web', 'src'),
      join(options.repoRoot, 'web', 'index.html'),
      join(options.repoRoot, 'web', 'vite.config.ts'),
      join(options.repoRoot, 'shared', 'src'),
    ];
    if (sources.some((source) => newestMtime(source) > built)) reason = 'the web sources changed since the last build';
  }
  if (!reason) return;
  (options.say ?? ((line: string) => process.stdout.write(`${line}\n`)))(
    `Building the web app (${reason}): npm run build -w web`,
  );
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: options.repoRoot, stdio: 'inherit' });
  if (result.error) throw new LocalCloudConfigError(`could not run npm to build the web app: ${result.error.message}`);
  if (result.status !== 0 || !existsSync(index)) {
    throw new LocalCloudConfigError(
      'building the web app failed (npm run build -w web); fix the errors above and try again',
    );
  }
}
