import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient, PutItemCommand, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { ListBucketsCommand, S3Client } from '@aws-sdk/client-s3';
import { startLocalCloud } from '../src/cloud';
import { LocalCloudConfigError } from '../src/errors';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

describe('the test cloud started by the global setup', () => {
  it('publishes the functions’ environment to the workers (brief: "Function environment")', () => {
    for (const name of ['TABLE_NAME', 'AWS_REGION', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'UPLOADS_BUCKET', 'EXTRACTS_BUCKET', 'DYNAMODB_ENDPOINT', 'S3_ENDPOINT', 'COGNITO_ENDPOINT', 'QUEUE_URL_IMPORTS', 'QUEUE_URL_EXTRACTS', 'QUEUE_URL_SIMILARITY', 'TESSERA_API_URL']) {
      expect(process.env[name]).toBeTruthy();
    }
    expect(process.env.ENVIRONMENT).toBe('test');
  });

  it('creates the single table with its access-pattern indexes and TTL (functions/src/db/table-definition.ts)', async () => {
    const client = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, region: process.env.AWS_REGION, credentials });
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
    const s3 = new S3Client({ endpoint: process.env.S3_ENDPOINT, region: process.env.AWS_REGION, credentials, forcePathStyle: true });
    const { Buckets } = await s3.send(new ListBucketsCommand({}));
    expect(Buckets?.map((bucket) => bucket.Name).sort()).toEqual(['extracts', 'uploads']);
    s3.destroy();
  });

  it.each([
    ['uploads', 'PUT', true],
    ['uploads', 'POST', true],
    ['extracts', 'GET', true],
    ['extracts', 'PUT', false],
  ])('answers a browser preflight to the %s bucket for %s per its CORS rules (allowed: %s)', async (bucket, method, allowed) => {
    const res = await fetch(`${process.env.S3_ENDPOINT}/${bucket}/some-key`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
    });
    expect(res.status === 200 && res.headers.get('access-control-allow-origin') !== null).toBe(allowed);
  });
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
    const error = await startLocalCloud({ dataDir: null, ports: { dynamodb: takenPort, s3: takenPort + 1, cognito: takenPort + 2 }, withGateway: false, seed: false }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(LocalCloudConfigError);
    expect((error as Error).message).toBe(`port ${takenPort} (DynamoDB Local) is already in use; stop the program using it or choose another port`);
  });

  it('keeps the table data and the user pool in its data directory across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-persist-'));
    try {
      const first = await startLocalCloud({ dataDir, ports: 'auto', withGateway: false, seed: false });
      const item = { pk: { S: 'persist' }, sk: { S: 'check' } };
      const put = new DynamoDBClient({ endpoint: first.endpoints.dynamodb, region: first.endpoints.region, credentials });
      await put.send(new PutItemCommand({ TableName: first.endpoints.tableName, Item: item }));
      put.destroy();
      await first.stop();

      const second = await startLocalCloud({ dataDir, ports: 'auto', withGateway: false, seed: false });
      try {
        expect(second.endpoints.userPoolId).toBe(first.endpoints.userPoolId);
        expect(second.endpoints.userPoolClientId).toBe(first.endpoints.userPoolClientId);
        const get = new DynamoDBClient({ endpoint: second.endpoints.dynamodb, region: second.endpoints.region, credentials });
        const { Item } = await get.send(new GetItemCommand({ TableName: second.endpoints.tableName, Key: item }));
        get.destroy();
        expect(Item).toEqual(item);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
