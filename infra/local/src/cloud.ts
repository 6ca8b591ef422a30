import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register as registerTsx } from 'tsx/cjs/api';
import { contracts, type BoundedContext } from '@tessera/shared';
import { DEAD_LETTER_CONSUMERS, JOB_KINDS, type JobKind } from '@tessera/events';
import { startCognitoLocal, type CognitoLocal } from './cognito';
import { ensureTable, startDynamoDbLocal, type DynamoDbLocal } from './dynamodb';
import { LocalCloudConfigError } from './errors';
import { startExtractScheduler } from './extract-scheduler';
import { startGateway, type Gateway, type HttpHandler } from './gateway';
import { AccessTokenVerifier } from './jwt';
import { assertPortFree, freePort, isPortFree, reservePort, type PortReservation } from './ports';
import { LocalJobQueues, type SqsHandler } from './queue';
import { LOCAL_BUCKETS, startS3Local, type S3Local } from './s3';
import { runSeed } from './seed';

/** How often the local admission timeout sweeps expired uploads. */
const UPLOAD_SWEEP_MS = 60_000;

/** The repository root (infra/local/src → ../../..). */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.local');
export const DEFAULT_WEB_DIST = join(REPO_ROOT, 'web', 'dist');
/** The app's port when the user sets none (`PORT`); taken, the next free one is used and printed. */
export const DEFAULT_APP_PORT = 3000;
/** How many ports after DEFAULT_APP_PORT are tried before any free port. */
const APP_PORT_TRIES = 10;
/** The file under the data directory that lists the endpoints of the running (or last) local cloud. */
export const ENDPOINTS_FILE = 'endpoints.json';

export interface LocalPorts {
  /** The gateway: the API and the web app on one origin. */
  api: number;
  dynamodb: number;
  s3: number;
  cognito: number;
}

export interface LocalCloudOptions {
  /** Where data persists (DynamoDB, S3 objects, Cognito); null = in memory / a temporary directory. Default `.local/`. */
  dataDir?: string | null;
  /**
   * Fixed ports (a taken one ends the start with a one-line reason); the missing ones are chosen: the app
   * takes DEFAULT_APP_PORT or the next free port after it, and DynamoDB Local, s3rver and cognito-local
   * take the ports of the last run (from the data directory's endpoints.json) when free, else free ports.
   * 'auto': every port free, nothing remembered (tests).
   */
  ports?: Partial<LocalPorts> | 'auto';
  /** The app port tried first when `ports.api` is not fixed (default DEFAULT_APP_PORT). */
  appPort?: number;
  /** Start the local API gateway (default true). */
  withGateway?: boolean;
  /** The built web app the gateway serves (default web/dist). */
  webDist?: string;
  /** Seed the demo organisations and users (default true; idempotent). */
  seed?: boolean;
  /** ENVIRONMENT of the functions (default 'local'). */
  environment?: 'local' | 'test';
  region?: string;
  tableName?: string;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
  /** cognito-local's own log level (default silent). */
  cognitoLogLevel?: 'silent' | 'error' | 'warn' | 'info' | 'debug';
}

export interface LocalEndpoints {
  api: string;
  web: string;
  dynamodb: string;
  s3: string;
  /** The Cognito API endpoint URL (cognito-local). */
  cognito: string;
  userPoolId: string;
  userPoolClientId: string;
  region: string;
  tableName: string;
  buckets: { uploads: string; extracts: string };
  queues: Record<JobKind, string>;
}

export interface LocalCloud {
  endpoints: LocalEndpoints;
  /** `<dataDir>/endpoints.json` (written once everything is up), or null for an in-memory cloud. */
  endpointsFile: string | null;
  /** The functions' environment (brief: "Function environment"), also applied to process.env. */
  env: Record<string, string>;
  queues: LocalJobQueues;
  stop(): Promise<void>;
}

const SERVICE_NAMES: Record<keyof LocalPorts, string> = {
  api: 'the app and API',
  dynamodb: 'DynamoDB Local',
  s3: 's3rver',
  cognito: 'cognito-local',
};

/** The ports of the last run with this data directory (its endpoints.json), or none. */
export function previousPorts(endpointsFile: string): Partial<LocalPorts> {
  try {
    const endpoints = JSON.parse(readFileSync(endpointsFile, 'utf8')) as Partial<Record<keyof LocalPorts, unknown>>;
    const ports: Partial<LocalPorts> = {};
    for (const name of ['dynamodb', 's3', 'cognito'] as const) {
      const port = typeof endpoints[name] === 'string' ? Number(new URL(endpoints[name]).port) : NaN;
      if (Number.isInteger(port) && port > 0) ports[name] = port;
    }
    return ports;
  } catch {
    return {};
  }
}

/**
 * Decides the four ports: fixed ones are checked (free, not shared), the rest chosen so that several
 * checkouts (or anything else on a well-known port) can run side by side. The app's port comes back
 * reserved (held open until the gateway takes it over).
 */
async function resolvePorts(
  requested: LocalCloudOptions['ports'],
  withGateway: boolean,
  appPort: number,
  remembered: Partial<LocalPorts>,
  log: (line: string) => void,
): Promise<{ ports: LocalPorts; app: PortReservation | null }> {
  const fixed: Partial<LocalPorts> = requested === 'auto' ? {} : { ...requested };
  const services = ['dynamodb', 's3', 'cognito'] as const;

  const taken = new Map<number, string>();
  for (const name of withGateway ? (['api', ...services] as const) : services) {
    const port = fixed[name];
    if (port === undefined) continue;
    const other = taken.get(port);
    if (other)
      throw new LocalCloudConfigError(`port ${port} is configured for both ${other} and ${SERVICE_NAMES[name]}`);
    taken.set(port, SERVICE_NAMES[name]);
    if (name !== 'api') await assertPortFree(port, SERVICE_NAMES[name]);
  }

  const app = withGateway ? await reserveAppPort(requested === 'auto' ? 0 : fixed.api, appPort, taken, log) : null;
  if (app) taken.set(app.port, SERVICE_NAMES.api);
  try {
    const ports: LocalPorts = { api: app?.port ?? 0, dynamodb: 0, s3: 0, cognito: 0 };
    for (const name of services) {
      const last = remembered[name];
      let port = fixed[name];
      if (
        port === undefined &&
        requested !== 'auto' &&
        last !== undefined &&
        !taken.has(last) &&
        (await isPortFree(last))
      )
        port = last;
      while (port === undefined || (fixed[name] === undefined && taken.has(port))) port = await freePort();
      ports[name] = port;
      taken.set(port, SERVICE_NAMES[name]);
    }
    return { ports, app };
  } catch (error) {
    await app?.release();
    throw error;
  }
}

/**
 * The app's port, held: the fixed one (`PORT`; taken, a one-line error), any free one (`0`), or by default
 * `preferred` (3000) or the next free port after it, said in one line, or else any free port.
 */
async function reserveAppPort(
  fixed: number | undefined,
  preferred: number,
  taken: ReadonlyMap<number, string>,
  log: (line: string) => void,
): Promise<PortReservation> {
  if (fixed !== undefined) return reservePort(fixed, SERVICE_NAMES.api);
  for (let candidate = preferred; candidate <= Math.min(preferred + APP_PORT_TRIES, 65535); candidate++) {
    if (taken.has(candidate)) continue;
    const reservation = await reservePort(candidate, SERVICE_NAMES.api).catch(() => null);
    if (!reservation) continue;
    if (candidate !== preferred)
      log(`port ${preferred} is in use, so the app is on port ${candidate} (PORT=<port> npm start to choose)`);
    return reservation;
  }
  const reservation = await reservePort(0, SERVICE_NAMES.api);
  log(`port ${preferred} is in use, so the app is on port ${reservation.port} (PORT=<port> npm start to choose)`);
  return reservation;
}

async function importHttpHandler(context: BoundedContext): Promise<HttpHandler> {
  const module = (await import(`@tessera/functions/http/${context}/handler`)) as {
    handler?: HttpHandler & { preload?: () => Promise<void> };
  };
  if (typeof module.handler !== 'function')
    throw new Error(`functions/src/http/${context}/handler.ts exports no handler`);
  // A Lambda loads its routes on the first request (ADR 0024); here they are loaded now, with the rest.
  await module.handler.preload?.();
  return module.handler;
}

/**
 * Under Jest the local cloud runs inside the global setup, whose TypeScript transform is removed when the setup
 * returns, while the functions import some of their modules on first use (a context's routes, the S3 and Cognito
 * clients; ADR 0024). The global setups call this once the cloud has started (its handlers and their routes are
 * loaded by then through Jest's transform): tsx's require hook then loads those sources whenever they are asked
 * for, as tsx loads every source under `npm start`. Its ESM hook too: a module Jest loaded keeps its `import()`
 * of a source (the users import's directory client, say) as Node's own dynamic import, which without the hook
 * cannot resolve an extensionless TypeScript path (ERR_MODULE_NOT_FOUND, the chunk failing on every delivery).
 */
export async function keepSourcesLoadable(): Promise<void> {
  registerTsx();
  // tsx's ESM API imported by Node itself: through Jest's registry its CommonJS build cannot find its hooks.
  const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<{ register: () => void }>;
  const esm = await nativeImport(pathToFileURL(join(REPO_ROOT, 'node_modules/tsx/dist/esm/api/index.mjs')).href);
  esm.register();
}

async function importJobHandler(kind: JobKind, file: 'handler' | 'dead-letter-handler'): Promise<SqsHandler> {
  const module = (await import(`@tessera/functions/jobs/${kind}/${file}`)) as { handler?: SqsHandler };
  if (typeof module.handler !== 'function') throw new Error(`functions/src/jobs/${kind}/${file}.ts exports no handler`);
  return module.handler;
}

/**
 * Imports every context's HTTP handler and every job consumer present, once, at startup: a broken handler
 * stops `npm start` at once, and under Jest the imports happen while the global setup's TypeScript
 * transform is still installed (it is removed when the setup function returns).
 */
async function loadHandlers(log: (line: string) => void): Promise<{
  http: Map<BoundedContext, HttpHandler>;
  jobs: Map<JobKind, SqsHandler>;
  deadLetters: Map<JobKind, SqsHandler>;
}> {
  const contexts = [...new Set(contracts.map((contract) => contract.context))];
  const http = new Map<BoundedContext, HttpHandler>();
  for (const context of contexts) {
    const file = `functions/src/http/${context}/handler.ts`;
    if (!existsSync(join(REPO_ROOT, file))) {
      // Its routes answer 500 and name the file (logged on stderr) until it exists; the rest still runs.
      process.stderr.write(`warning: the ${context} context has contracts but no ${file}\n`);
      continue;
    }
    try {
      http.set(context, await importHttpHandler(context));
    } catch (error) {
      throw new Error(
        `the ${context} handler (${file}) could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  }
  const jobs = new Map<JobKind, SqsHandler>();
  for (const kind of JOB_KINDS) {
    if (existsSync(join(REPO_ROOT, 'functions', 'src', 'jobs', kind, 'handler.ts')))
      jobs.set(kind, await importJobHandler(kind, 'handler'));
  }
  // The DLQ consumers infra's jobs stack wires (events' DEAD_LETTER_CONSUMERS): each must exist.
  const deadLetters = new Map<JobKind, SqsHandler>();
  for (const kind of DEAD_LETTER_CONSUMERS) deadLetters.set(kind, await importJobHandler(kind, 'dead-letter-handler'));
  log(
    `handlers loaded: ${[...http.keys()].join(', ') || 'none'}; job consumers: ${[...jobs.keys()].join(', ') || 'none'}; DLQ consumers: ${[...deadLetters.keys()].join(', ') || 'none'}`,
  );
  return { http, jobs, deadLetters };
}

/**
 * Starts the local cloud (docs/architecture.md §6): DynamoDB Local, s3rver and cognito-local, the table, buckets,
 * user pool and client, the in-process job queues and (unless withGateway is false) the local gateway;
 * then seeds the demo data. `stop()` closes everything it started, children included.
 */
export async function startLocalCloud(options: LocalCloudOptions = {}): Promise<LocalCloud> {
  const withGateway = options.withGateway ?? true;
  const region = options.region ?? 'us-east-1';
  const tableName = options.tableName ?? 'tessera';
  const environment = options.environment ?? 'local';
  const log = options.log ?? (() => undefined);
  const dataDir = options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir;
  const webDist = options.webDist ?? DEFAULT_WEB_DIST;

  const endpointsFile = dataDir === null ? null : join(dataDir, ENDPOINTS_FILE);
  const remembered = endpointsFile && options.ports !== 'auto' ? previousPorts(endpointsFile) : {};
  // The gateway listens last; until then the app's port is held (`appReservation`) so nothing else takes it.
  const { ports, app: appReservation } = await resolvePorts(
    options.ports,
    withGateway,
    options.appPort ?? DEFAULT_APP_PORT,
    remembered,
    log,
  );
  const apiUrl = `http://localhost:${ports.api}`;
  const scratch = dataDir === null ? mkdtempSync(join(tmpdir(), 'tessera-local-')) : null;
  const root = dataDir ?? (scratch as string);
  mkdirSync(root, { recursive: true });

  const cleanups: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        log(`stop: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  if (scratch) cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
  if (appReservation) cleanups.push(() => appReservation.release());

  try {
    const started = Date.now();
    const settled = await Promise.allSettled([
      startDynamoDbLocal({ port: ports.dynamodb, dbPath: dataDir === null ? null : join(root, 'dynamodb'), region }),
      startS3Local({ port: ports.s3, directory: join(root, 's3'), webOrigins: ['*'] }),
      startCognitoLocal({
        port: ports.cognito,
        directory: join(root, 'cognito'),
        region,
        logLevel: options.cognitoLogLevel,
      }),
    ] as const);
    for (const result of settled) if (result.status === 'fulfilled') cleanups.push(result.value.stop);
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const dynamodb = (settled[0] as PromiseFulfilledResult<DynamoDbLocal>).value;
    const s3 = (settled[1] as PromiseFulfilledResult<S3Local>).value;
    const cognito = (settled[2] as PromiseFulfilledResult<CognitoLocal>).value;
    log(`DynamoDB Local, s3rver and cognito-local ready (${Date.now() - started} ms)`);
    await ensureTable({ endpoint: dynamodb.endpoint, region, tableName });

    const queues = new LocalJobQueues({
      region,
      loadHandler: async (kind) => {
        const handler = handlers?.jobs.get(kind);
        if (!handler) throw new Error(`no consumer for ${kind} jobs (functions/src/jobs/${kind}/handler.ts)`);
        return handler;
      },
      loadDeadLetterHandler: async (kind) => {
        const handler = handlers?.deadLetters.get(kind);
        if (!handler)
          throw new Error(`no DLQ consumer for ${kind} (functions/src/jobs/${kind}/dead-letter-handler.ts)`);
        return handler;
      },
      onError: (kind, error) =>
        process.stderr.write(
          `[queue ${kind}] delivery failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
        ),
    });
    let handlers: Awaited<ReturnType<typeof loadHandlers>> | null = null;
    const queueUrls = queues.urls();
    const env: Record<string, string> = {
      TABLE_NAME: tableName,
      AWS_REGION: region,
      ENVIRONMENT: environment,
      USER_POOL_ID: cognito.userPoolId,
      USER_POOL_CLIENT_ID: cognito.userPoolClientId,
      UPLOADS_BUCKET: LOCAL_BUCKETS.uploads,
      EXTRACTS_BUCKET: LOCAL_BUCKETS.extracts,
      QUEUE_URL_IMPORTS: queueUrls.imports,
      QUEUE_URL_EXTRACTS: queueUrls.extracts,
      QUEUE_URL_SIMILARITY: queueUrls.similarity,
      QUEUE_URL_PROPAGATION: queueUrls.propagation,
      QUEUE_URL_MAINTENANCE: queueUrls.maintenance,
      DYNAMODB_ENDPOINT: dynamodb.endpoint,
      S3_ENDPOINT: s3.endpoint,
      COGNITO_ENDPOINT: cognito.endpoint,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    };
    // The functions read their environment lazily, but set it before their modules are first imported.
    const previous = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
    Object.assign(process.env, env);
    cleanups.push(() => {
      for (const [name, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    });
    const { registerLocalQueuePort } = await import('@tessera/functions/adapters/queue-port');
    registerLocalQueuePort(queues);
    cleanups.push(() => registerLocalQueuePort(undefined));
    handlers = await loadHandlers(log);
    queues.start();
    cleanups.push(() => queues.stop());
    // s3rver has no lifecycle rules: the admission timeout removes uploads never admitted (ADR 0019).
    const { expireUploads } = await import('@tessera/functions/http/attachments/expire-uploads');
    const uploadSweep = setInterval(() => {
      expireUploads(new Date()).catch((error: unknown) =>
        log(`upload sweep: ${error instanceof Error ? error.message : String(error)}`),
      );
    }, UPLOAD_SWEEP_MS);
    uploadSweep.unref();
    cleanups.push(() => clearInterval(uploadSweep));
    // EventBridge Scheduler's tick, locally (ADR 0032 "Schedules"): the due extract schedules' runs start on the
    // local extracts queue within a minute of their hour.
    const { runDueSchedules } = await import('@tessera/functions/jobs/extracts/run-due-schedules');
    const extractScheduler = startExtractScheduler({
      tick: runDueSchedules,
      onError: (error) => log(`extract scheduler: ${error instanceof Error ? error.message : String(error)}`),
    });
    cleanups.push(() => extractScheduler.stop());

    // Data written by an earlier version under .local/ takes today's shape before anything reads it (ADR 0028 §5);
    // on a new table every migration is recorded as applied, since the seed writes today's shape.
    const { runMigrations } = await import('@tessera/functions/migrations/run-migrations');
    const migrated = await runMigrations({ log });
    if (migrated.applied.length > 0) log(`data migrated: ${migrated.applied.join(', ')}`);

    if (options.seed ?? true) {
      const seeded = Date.now();
      await runSeed({
        region,
        tableName,
        endpoints: { dynamodb: dynamodb.endpoint, cognito: cognito.endpoint },
        userPoolId: cognito.userPoolId,
      });
      log(`demo data seeded (${Date.now() - seeded} ms)`);
    }

    let gateway: Gateway | null = null;
    if (withGateway) {
      if (!existsSync(join(webDist, 'index.html')))
        log(`warning: ${webDist} has no index.html; the web app will not be served`);
      await appReservation?.release();
      gateway = await startGateway({
        port: ports.api,
        webDist,
        region,
        verifier: new AccessTokenVerifier({
          issuer: cognito.issuer,
          jwksUrl: cognito.jwksUrl,
          clientId: cognito.userPoolClientId,
        }),
        loadHandler: async (context) => {
          const handler = handlers?.http.get(context);
          if (!handler)
            throw new Error(`no handler for the ${context} context (functions/src/http/${context}/handler.ts)`);
          return handler;
        },
        // Handler failures always reach stderr (a 500 without a trace helps nobody).
        log: (line) => process.stderr.write(`${line}\n`),
      });
      cleanups.push(gateway.close);
    }

    const url = gateway?.url ?? apiUrl;
    const endpoints: LocalEndpoints = {
      api: url,
      web: url,
      dynamodb: dynamodb.endpoint,
      s3: s3.endpoint,
      cognito: cognito.endpoint,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.userPoolClientId,
      region,
      tableName,
      buckets: { ...LOCAL_BUCKETS },
      queues: queueUrls,
    };
    // The ports actually used, for tools and for the next start (which tries the same ports first).
    if (endpointsFile) writeFileSync(endpointsFile, `${JSON.stringify(endpoints, null, 2)}\n`);
    return { endpoints, endpointsFile, env, queues, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
