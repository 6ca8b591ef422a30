/**
 * `npm start` (`npm start -- --fresh` starts from empty data): the whole platform on this machine
 * (docs/architecture.md §6). Prints the endpoints and demo logins, writes .local/endpoints.json, and stops every
 * service and child process on Ctrl-C. Configuration problems end with a one-line reason.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LocalCloudConfigError, oneLineReason } from './errors';
import { portsFromEnvironment } from './ports';
import { ensureWebBuilt } from './web-build';

// Before any AWS SDK loads: no Node-version or v2 end-of-support notices in the console.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';

const say = (line = '') => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const started = Date.now();
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== '--fresh');
  if (unknown.length > 0)
    throw new LocalCloudConfigError(`unknown option ${unknown.join(' ')} (the only option is --fresh)`);
  const fresh = args.includes('--fresh');
  const ports = portsFromEnvironment(process.env);

  const { DEFAULT_DATA_DIR, DEFAULT_WEB_DIST, ENDPOINTS_FILE, REPO_ROOT, startLocalCloud } = await import('./cloud');
  const dataDir = DEFAULT_DATA_DIR;
  if (fresh) {
    for (const part of ['dynamodb', 's3', 'cognito', ENDPOINTS_FILE])
      rmSync(join(dataDir, part), { recursive: true, force: true });
    say('--fresh: local data removed; starting empty (the demo data is seeded again).');
  }
  mkdirSync(dataDir, { recursive: true });
  ensureWebBuilt({ repoRoot: REPO_ROOT, webDist: DEFAULT_WEB_DIST, say });

  say('Starting the local cloud…');
  const cloud = await startLocalCloud({
    dataDir,
    ports,
    environment: 'local',
    cognitoLogLevel: 'info',
    log: (line) => say(`  ${line}`),
  });

  // Ctrl-C signals the whole process group, and tsx also relays the signal to this process: a repeat within
  // two seconds is the same Ctrl-C. A later one forces the exit; a stop that hangs is cut off after 15 s.
  let stoppingSince: number | null = null;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stoppingSince !== null) {
      if (Date.now() - stoppingSince < 2000) return;
      say(`${signal} again: exiting now.`);
      process.exit(130);
    }
    stoppingSince = Date.now();
    say(`\n${signal}: stopping the local cloud…`);
    setTimeout(() => {
      process.stderr.write('npm start: stopping took longer than 15 s; exiting\n');
      process.exit(1);
    }, 15_000).unref();
    cloud.stop().then(
      () => {
        say('Stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        process.stderr.write(`npm start: stopping failed: ${oneLineReason(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('SIGHUP', shutdown);

  const { endpoints } = cloud;
  const file = cloud.endpointsFile ?? join(dataDir, ENDPOINTS_FILE);

  const { demoLogins } = await import('./seed');
  const rows: [string, string][] = [
    ['App', endpoints.web],
    ['API', `${endpoints.api}/api (health: ${endpoints.api}/api/health)`],
    ['DynamoDB Local', `${endpoints.dynamodb} (table ${endpoints.tableName})`],
    ['S3 (s3rver)', `${endpoints.s3} (buckets ${endpoints.buckets.uploads}, ${endpoints.buckets.extracts})`],
    ['Cognito (cognito-local)', endpoints.cognito],
    ['User pool / client', `${endpoints.userPoolId} / ${endpoints.userPoolClientId}`],
    ['Region', endpoints.region],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  say();
  say('Tessera is running locally:');
  for (const [name, value] of rows) say(`  ${name.padEnd(width)}  ${value}`);
  say(`  ${'Endpoints file'.padEnd(width)}  ${relative(process.cwd(), file) || file}`);
  const logins = await demoLogins();
  if (logins) {
    say();
    say(`Demo logins (password ${logins.password}):`);
    const emailWidth = Math.max(...logins.users.map((user) => user.email.length));
    for (const user of logins.users) say(`  ${user.email.padEnd(emailWidth)}  ${user.description}`);
  }
  say();
  say(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Press Ctrl-C to stop.`);
}

main().catch((error: unknown) => {
  process.stderr.write(`npm start: ${oneLineReason(error)}\n`);
  if (process.env.DEBUG && error instanceof Error && !(error instanceof LocalCloudConfigError))
    process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
