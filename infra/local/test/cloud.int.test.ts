import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  PutItemCommand,
  GetItemCommand,
} from '@aws-sdk/client-dynamodb';
import { ListBucketsCommand, S3Client } from '@aws-sdk/client-s3';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { startLocalCloud, REPO_ROOT, type LocalEndpoints } from '../src/cloud';
import { LocalCloudConfigError } from '../src/errors';
import { freePort } from '../src/ports';
import type { RunCloudOptions } from './support/run-cloud';

interface RunningCloud {
  endpoints: LocalEndpoints;
  endpointsFile: string | null;
  /** What the cloud logged while starting. */
  logs: string[];
  stop(): Promise<void>;
}

/** Runs a whole cloud in a child process (test/support/run-cloud.ts); `stop()` waits for it to exit. */
async function runCloud(options: RunCloudOptions): Promise<RunningCloud> {
  const child = spawn(
    process.execPath,
    [
      join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'),
      join(REPO_ROOT, 'infra/local/test/support/run-cloud.ts'),
      JSON.stringify(options),
    ],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const end = buffered.indexOf('\n');
      if (end !== -1) resolve(buffered.slice(0, end));
    });
    child.once('exit', (code) => reject(new Error(`run-cloud exited with ${code} before it was ready`)));
  });
  const message = JSON.parse(line) as Partial<RunningCloud> & { error?: string };
  if (!message.endpoints) throw new Error(message.error ?? 'run-cloud failed');
  return {
    endpoints: message.endpoints,
    endpointsFile: message.endpointsFile ?? null,
    logs: message.logs ?? [],
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

const portOf = (url: string) => Number(new URL(url).port);
const servicePorts = (endpoints: LocalEndpoints) => ({
  dynamodb: portOf(endpoints.dynamodb),
  s3: portOf(endpoints.s3),
  cognito: portOf(endpoints.cognito),
});

/** Listens on `port` until closed: stands for another program (or checkout) holding it. */
async function hold(port: number): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
const release = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Command lines of running processes that mention `text` (e.g. a DynamoDB Local started with -dbPath text). */
function processesMentioning(text: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (cmdline.includes(text)) found.push(cmdline.trim());
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

describe('the test cloud started by the global setup', () => {
  it('publishes the functions’ environment to the workers (brief: "Function environment")', () => {
    for (const name of [
      'TABLE_NAME',
      'AWS_REGION',
      'USER_POOL_ID',
      'USER_POOL_CLIENT_ID',
      'UPLOADS_BUCKET',
      'EXTRACTS_BUCKET',
      'DYNAMODB_ENDPOINT',
      'S3_ENDPOINT',
      'COGNITO_ENDPOINT',
      'QUEUE_URL_IMPORTS',
      'QUEUE_URL_EXTRACTS',
      'QUEUE_URL_SIMILARITY',
      'QUEUE_URL_PROPAGATION',
      'QUEUE_URL_MAINTENANCE',
      'TESSERA_API_URL',
    ]) {
      expect(process.env[name]).toBeTruthy();
    }
    expect(process.env.ENVIRONMENT).toBe('test');
  });

  it('creates the single table with its access-pattern indexes and TTL (functions/src/db/table-definition.ts)', async () => {
    const client = new DynamoDBClient({
      endpoint: process.env.DYNAMODB_ENDPOINT,
      region: process.env.AWS_REGION,
      credentials,
    });
    const { Table } = await client.send(new DescribeTableCommand({ TableName: process.env.TABLE_NAME }));
    expect(Table?.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual([
      'byLibraryRecent',
      'byLibraryTitle',
      'byListing',
      'byRelation',
    ]);
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: process.env.TABLE_NAME }));
    expect(ttl.TimeToLiveDescription).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: 'ttl' });
    client.destroy();
  });

  it('creates the uploads and extracts buckets', async () => {
    const s3 = new S3Client({
      endpoint: process.env.S3_ENDPOINT,
      region: process.env.AWS_REGION,
      credentials,
      forcePathStyle: true,
    });
    const { Buckets } = await s3.send(new ListBucketsCommand({}));
    expect(Buckets?.map((bucket) => bucket.Name).sort()).toEqual(['extracts', 'uploads']);
    s3.destroy();
  });

  it.each([
    ['uploads', 'PUT', true],
    ['uploads', 'POST', true],
    ['extracts', 'GET', true],
    ['extracts', 'PUT', false],
  ])(
    'answers a browser preflight to the %s bucket for %s per its CORS rules (allowed: %s)',
    async (bucket, method, allowed) => {
      const res = await fetch(`${process.env.S3_ENDPOINT}/${bucket}/some-key`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': method,
          'access-control-request-headers': 'content-type',
        },
      });
      expect(res.status === 200 && res.headers.get('access-control-allow-origin') !== null).toBe(allowed);
    },
  );
});

describe('startLocalCloud', () => {
  let holder: Server;
  let takenPort: number;

  beforeAll(async () => {
    holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    takenPort = (holder.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

  it('refuses a port that is taken with a one-line reason, before starting anything', async () => {
    const error = await startLocalCloud({
      dataDir: null,
      ports: { dynamodb: takenPort, s3: takenPort + 1, cognito: takenPort + 2 },
      withGateway: false,
      seed: false,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LocalCloudConfigError);
    expect((error as Error).message).toBe(
      `port ${takenPort} (DynamoDB Local) is already in use; stop the program using it or choose another port`,
    );
  });

  it('refuses an app port the user fixed (PORT) when it is taken, instead of moving it', async () => {
    const error = await startLocalCloud({ dataDir: null, ports: { api: takenPort }, seed: false }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(LocalCloudConfigError);
    expect((error as Error).message).toBe(
      `port ${takenPort} (the app and API) is already in use; stop the program using it or choose another port`,
    );
  });

  it('keeps table items and Cognito users across restarts on other ports, prefers the last ports, and leaves no process behind', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-persist-'));
    const holders: Server[] = [];
    try {
      const first = await runCloud({ dataDir });
      const item = { pk: { S: 'persist' }, sk: { S: 'check' } };
      const put = new DynamoDBClient({
        endpoint: first.endpoints.dynamodb,
        region: first.endpoints.region,
        credentials,
      });
      await put.send(new PutItemCommand({ TableName: first.endpoints.tableName, Item: item }));
      put.destroy();
      const cognito = new CognitoIdentityProviderClient({
        endpoint: first.endpoints.cognito,
        region: first.endpoints.region,
        credentials,
      });
      await cognito.send(
        new AdminCreateUserCommand({
          UserPoolId: first.endpoints.userPoolId,
          Username: 'restart@persist.test',
          MessageAction: 'SUPPRESS',
          UserAttributes: [{ Name: 'email', Value: 'restart@persist.test' }],
        }),
      );
      cognito.destroy();
      await first.stop();
      expect(processesMentioning(dataDir)).toEqual([]);

      // Something else now holds every port the first run used: the second run must take others.
      const firstPorts = servicePorts(first.endpoints);
      for (const port of Object.values(firstPorts)) holders.push(await hold(port));
      const second = await runCloud({ dataDir });
      const secondPorts = servicePorts(second.endpoints);
      try {
        for (const name of ['dynamodb', 's3', 'cognito'] as const) expect(secondPorts[name]).not.toBe(firstPorts[name]);
        expect(second.endpoints.userPoolId).toBe(first.endpoints.userPoolId);
        expect(second.endpoints.userPoolClientId).toBe(first.endpoints.userPoolClientId);
        const get = new DynamoDBClient({
          endpoint: second.endpoints.dynamodb,
          region: second.endpoints.region,
          credentials,
        });
        const { Item } = await get.send(new GetItemCommand({ TableName: second.endpoints.tableName, Key: item }));
        get.destroy();
        expect(Item).toEqual(item);
        const users = new CognitoIdentityProviderClient({
          endpoint: second.endpoints.cognito,
          region: second.endpoints.region,
          credentials,
        });
        const user = await users.send(
          new AdminGetUserCommand({ UserPoolId: second.endpoints.userPoolId, Username: 'restart@persist.test' }),
        );
        users.destroy();
        expect(user.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'email', Value: 'restart@persist.test' }]));
      } finally {
        await second.stop();
      }
      for (const holder of holders.splice(0)) await release(holder);

      // Nothing in the way: the third run takes the ports of the last run again (stable URLs and tokens).
      const third = await runCloud({ dataDir });
      await third.stop();
      expect(servicePorts(third.endpoints)).toEqual(secondPorts);
      expect(processesMentioning(dataDir)).toEqual([]);
    } finally {
      for (const holder of holders) await release(holder);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('writes the ports actually used to <dataDir>/endpoints.json, each answering as the service it names', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-endpoints-'));
    try {
      // Ports the last run recorded are taken now: the file must list the ones this run took instead.
      const stale = [await freePort(), await freePort(), await freePort()];
      const holders = await Promise.all(stale.map(hold));
      writeFileSync(
        join(dataDir, 'endpoints.json'),
        JSON.stringify({
          dynamodb: `http://localhost:${stale[0]}`,
          s3: `http://localhost:${stale[1]}`,
          cognito: `http://localhost:${stale[2]}`,
        }),
      );
      const appPort = await freePort();
      const cloud = await runCloud({ dataDir, withGateway: true, appPort });
      try {
        expect(cloud.endpointsFile).toBe(join(dataDir, 'endpoints.json'));
        const listed = JSON.parse(readFileSync(join(dataDir, 'endpoints.json'), 'utf8')) as LocalEndpoints;
        expect(listed).toEqual(cloud.endpoints);
        const ports = servicePorts(listed);
        expect(Object.values(ports).filter((port) => stale.includes(port))).toEqual([]);
        expect(new Set([...Object.values(ports), portOf(listed.api)]).size).toBe(4);
        expect(portOf(listed.api)).toBe(appPort);
        expect(listed.web).toBe(listed.api);

        const dynamo = new DynamoDBClient({ endpoint: listed.dynamodb, region: listed.region, credentials });
        const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: listed.tableName }));
        dynamo.destroy();
        expect(Table?.TableName).toBe(listed.tableName);
        const s3 = new S3Client({ endpoint: listed.s3, region: listed.region, credentials, forcePathStyle: true });
        const { Buckets } = await s3.send(new ListBucketsCommand({}));
        s3.destroy();
        expect(Buckets?.map((b) => b.Name).sort()).toEqual([listed.buckets.extracts, listed.buckets.uploads].sort());
        const cognito = new CognitoIdentityProviderClient({
          endpoint: listed.cognito,
          region: listed.region,
          credentials,
        });
        const { UserPoolClient } = await cognito.send(
          new DescribeUserPoolClientCommand({ UserPoolId: listed.userPoolId, ClientId: listed.userPoolClientId }),
        );
        cognito.destroy();
        // The web client allows what the identity function needs to check an old password (ADR 0007).
        expect(UserPoolClient?.ExplicitAuthFlows).toEqual(
          expect.arrayContaining([
            'ALLOW_USER_PASSWORD_AUTH',
            'ALLOW_ADMIN_USER_PASSWORD_AUTH',
            'ALLOW_REFRESH_TOKEN_AUTH',
          ]),
        );
        const health = await fetch(`${listed.api}/api/health`);
        expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
      } finally {
        await cloud.stop();
        await Promise.all(holders.map(release));
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('runs two clouds at once, in memory, each on ports of its own, and both work', async () => {
    // The app's preferred port is taken: each cloud says so and takes the next free one.
    const preferred = await freePort();
    const holder = await hold(preferred);
    try {
      const started = await Promise.allSettled([
        runCloud({ dataDir: null, withGateway: true, appPort: preferred }),
        runCloud({ dataDir: null, withGateway: true, appPort: preferred }),
      ]);
      const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const [a, b] = running as [RunningCloud, RunningCloud];
      try {
        for (const result of started) if (result.status === 'rejected') throw result.reason;
        const all = [a, b].flatMap((cloud) => [
          portOf(cloud.endpoints.api),
          ...Object.values(servicePorts(cloud.endpoints)),
        ]);
        expect(new Set(all).size).toBe(8);
        expect(all).not.toContain(preferred);
        for (const cloud of [a, b]) {
          expect(cloud.endpointsFile).toBeNull();
          expect(cloud.logs).toContain(
            `port ${preferred} is in use, so the app is on port ${portOf(cloud.endpoints.api)} (PORT=<port> npm start to choose)`,
          );
          const health = await fetch(`${cloud.endpoints.api}/api/health`);
          expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
        }
        // Each has its own data: an item written to one is not in the other.
        const item = { pk: { S: 'two-clouds' }, sk: { S: 'a-only' } };
        const clientOf = (cloud: RunningCloud) =>
          new DynamoDBClient({ endpoint: cloud.endpoints.dynamodb, region: cloud.endpoints.region, credentials });
        const inA = clientOf(a);
        const inB = clientOf(b);
        await inA.send(new PutItemCommand({ TableName: a.endpoints.tableName, Item: item }));
        const fromA = await inA.send(new GetItemCommand({ TableName: a.endpoints.tableName, Key: item }));
        const fromB = await inB.send(new GetItemCommand({ TableName: b.endpoints.tableName, Key: item }));
        inA.destroy();
        inB.destroy();
        expect(fromA.Item).toEqual(item);
        expect(fromB.Item).toBeUndefined();
        for (const cloud of [a, b]) {
          const s3 = new S3Client({
            endpoint: cloud.endpoints.s3,
            region: cloud.endpoints.region,
            credentials,
            forcePathStyle: true,
          });
          const { Buckets } = await s3.send(new ListBucketsCommand({}));
          s3.destroy();
          expect(Buckets?.map((bucket) => bucket.Name).sort()).toEqual(['extracts', 'uploads']);
        }
        expect(a.endpoints.userPoolId).toBeTruthy();
        expect(b.endpoints.userPoolId).toBeTruthy();
      } finally {
        await Promise.all(running.map((cloud) => cloud.stop()));
      }
    } finally {
      await release(holder);
    }
  }, 180_000);
});
