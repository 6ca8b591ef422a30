import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
import { startLocalCloud, REPO_ROOT, type LocalEndpoints } from '../src/cloud';
import { LocalCloudConfigError } from '../src/errors';

/** Runs a whole cloud in a child process (test/support/run-cloud.ts); `stop()` waits for it to exit. */
async function runCloud(dataDir: string): Promise<{ endpoints: LocalEndpoints; stop(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    [
      join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'),
      join(REPO_ROOT, 'infra/local/test/support/run-cloud.ts'),
      dataDir,
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
  const message = JSON.parse(line) as { endpoints?: LocalEndpoints; error?: string };
  if (!message.endpoints) throw new Error(message.error ?? 'run-cloud failed');
  return {
    endpoints: message.endpoints,
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

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
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(['byListing', 'byRelation']);
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

  it('keeps the table data and the user pool in its data directory across restarts, and leaves no process behind', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-persist-'));
    try {
      const first = await runCloud(dataDir);
      const item = { pk: { S: 'persist' }, sk: { S: 'check' } };
      const put = new DynamoDBClient({
        endpoint: first.endpoints.dynamodb,
        region: first.endpoints.region,
        credentials,
      });
      await put.send(new PutItemCommand({ TableName: first.endpoints.tableName, Item: item }));
      put.destroy();
      await first.stop();
      expect(processesMentioning(dataDir)).toEqual([]);

      const second = await runCloud(dataDir);
      try {
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
      } finally {
        await second.stop();
      }
      expect(processesMentioning(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
