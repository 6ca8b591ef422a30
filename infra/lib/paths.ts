import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (/work/main in the lead's checkout): two levels above `infra/lib`. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The lock file esbuild bundling hashes and runs from (npm workspaces: one lock file at the root). */
export const LOCK_FILE = join(REPO_ROOT, 'package-lock.json');

/** `functions/src/http/<context>/handler.ts`: the one Lambda entry per bounded context (brief). */
export function httpHandlerEntry(context: string): string {
  return join(REPO_ROOT, 'functions', 'src', 'http', context, 'handler.ts');
}

/** `functions/src/jobs/<kind>/handler.ts`: the SQS consumer of one job kind (brief). */
export function jobHandlerEntry(kind: string): string {
  return join(REPO_ROOT, 'functions', 'src', 'jobs', kind, 'handler.ts');
}

/** `functions/src/jobs/<kind>/dead-letter-handler.ts`: the consumer of a kind's DLQ (events' DEAD_LETTER_CONSUMERS). */
export function jobDeadLetterHandlerEntry(kind: string): string {
  return join(REPO_ROOT, 'functions', 'src', 'jobs', kind, 'dead-letter-handler.ts');
}

/** The built web app (`npm run build:web`). */
export const WEB_DIST = join(REPO_ROOT, 'web', 'dist');

export function webDistIsBuilt(dir: string = WEB_DIST): boolean {
  return existsSync(join(dir, 'index.html'));
}
