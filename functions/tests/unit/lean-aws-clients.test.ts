import { createHash } from 'node:crypto';
import { AwsServiceError, type Transport } from '../../src/adapters/aws-json-over-fetch';
import {
  DynamoDBClient,
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
} from '../../src/adapters/dynamodb-over-fetch';
import { SendMessageCommand, SQSClient } from '../../src/adapters/sqs-over-fetch';

/**
 * The job consumers' lean clients (ADR 0021) with a scripted network: retries as the SDK's standard mode
 * (3 attempts, throttling and 5xx and network failures only, full-jitter backoff), errors named and shaped
 * like the SDK's, requests in the JSON protocols' form. functions/tests/db/lean-dynamodb.int.test.ts compares
 * them with the SDK on DynamoDB Local.
 */
interface Sent {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

function scripted(answers: (Response | Error)[]) {
  const sent: Sent[] = [];
  const delays: number[] = [];
  const transport: Transport = {
    fetch: async (url, init) => {
      sent.push({
        url: String(url),
        headers: init?.headers as Record<string, string>,
        body: JSON.parse(String(init?.body)),
      });
      const answer = answers.shift();
      if (!answer) throw new Error('no scripted answer left');
      if (answer instanceof Error) throw answer;
      return answer;
    },
    sleep: async (ms) => {
      delays.push(ms);
    },
    random: () => 0.5,
    now: () => new Date('2026-03-01T10:00:00Z'),
  };
  return { transport, sent, delays };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': `req-${status}`, ...headers },
  });

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token' };

function documentClient(answers: (Response | Error)[]) {
  const script = scripted(answers);
  const base = new DynamoDBClient({ region: 'eu-west-1', credentials });
  base.transport = script.transport;
  return {
    client: DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } }),
    base,
    ...script,
  };
}

const throttled = () =>
  json(400, {
    __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
    message: 'slow down',
  });

describe('lean DynamoDB client: requests', () => {
  it('POSTs the JSON protocol to the region endpoint, signed for dynamodb, with native values marshalled', async () => {
    const { client, sent } = documentClient([json(200, { Item: { pk: { S: 'a' }, n: { N: '2' } } })]);
    const answer = await client.send(
      new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' }, ConsistentRead: undefined }),
    );
    expect(answer.Item).toEqual({ pk: 'a', n: 2 });
    expect(answer.$metadata).toEqual({ httpStatusCode: 200, requestId: 'req-200', attempts: 1, totalRetryDelay: 0 });
    expect(sent[0]?.url).toBe('https://dynamodb.eu-west-1.amazonaws.com/');
    expect(sent[0]?.body).toEqual({ TableName: 't', Key: { pk: { S: 'a' }, sk: { S: 'b' } } });
    expect(sent[0]?.headers).toMatchObject({
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': 'DynamoDB_20120810.GetItem',
      'x-amz-date': '20260301T100000Z',
      'x-amz-security-token': 'token',
    });
    expect(sent[0]?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20260301\/eu-west-1\/dynamodb\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date;x-amz-security-token;x-amz-target, Signature=[0-9a-f]{64}$/,
    );
  });

  it('uses the local endpoint when configured, and reports each command to the middleware stack once', async () => {
    const script = scripted([throttled(), json(200, {})]);
    const base = new DynamoDBClient({ region: 'us-east-1', endpoint: 'http://127.0.0.1:8123', credentials });
    base.transport = script.transport;
    const names: string[] = [];
    base.middlewareStack.add(
      (next, context) => async (args) => {
        names.push(context.commandName);
        return next(args);
      },
      { step: 'initialize', name: 'counter' },
    );
    await DynamoDBDocumentClient.from(base).send(new GetCommand({ TableName: 't', Key: { pk: 'a' } }));
    expect(script.sent.map((request) => request.url)).toEqual(['http://127.0.0.1:8123/', 'http://127.0.0.1:8123/']);
    expect(names).toEqual(['GetItemCommand']);
  });

  it('reads the credentials from the environment when none are given, and says so when there are none', async () => {
    const saved = { ...process.env };
    try {
      process.env.AWS_ACCESS_KEY_ID = 'AKIDENV';
      process.env.AWS_SECRET_ACCESS_KEY = 'envsecret';
      delete process.env.AWS_SESSION_TOKEN;
      const script = scripted([json(200, {})]);
      const base = new DynamoDBClient({ region: 'us-east-1' });
      base.transport = script.transport;
      await DynamoDBDocumentClient.from(base).send(new GetCommand({ TableName: 't', Key: { pk: 'a' } }));
      expect(script.sent[0]?.headers.authorization).toContain('Credential=AKIDENV/');
      expect(script.sent[0]?.headers['x-amz-security-token']).toBeUndefined();
      delete process.env.AWS_ACCESS_KEY_ID;
      await expect(
        DynamoDBDocumentClient.from(base).send(new GetCommand({ TableName: 't', Key: { pk: 'a' } })),
      ).rejects.toThrow('no AWS credentials in the environment');
    } finally {
      process.env = saved;
    }
  });
});

describe('lean DynamoDB client: retries (the SDK standard mode)', () => {
  it('retries throttling with full jitter over a 500 ms base, and succeeds on the third attempt', async () => {
    const { client, sent, delays } = documentClient([throttled(), throttled(), json(200, {})]);
    const answer = await client.send(new GetCommand({ TableName: 't', Key: { pk: 'a' } }));
    expect(sent).toHaveLength(3);
    expect(delays).toEqual([500, 1000]); // 0.5 × 2^attempt × 500
    expect(answer.$metadata).toMatchObject({ attempts: 3, totalRetryDelay: 1500 });
  });

  it('gives up after 3 attempts with the last error and its metadata', async () => {
    const { client, sent } = documentClient([throttled(), throttled(), throttled(), json(200, {})]);
    const error = await client.send(new GetCommand({ TableName: 't', Key: { pk: 'a' } })).catch((e: unknown) => e);
    expect(sent).toHaveLength(3);
    expect(error).toBeInstanceOf(AwsServiceError);
    expect(error).toMatchObject({
      name: 'ProvisionedThroughputExceededException',
      message: 'slow down',
      $fault: 'client',
      $metadata: { httpStatusCode: 400, attempts: 3, totalRetryDelay: 1500 },
    });
  });

  it('retries 5xx answers and network failures over a 100 ms base', async () => {
    const { client, sent, delays } = documentClient([
      new Response('<html>bad gateway</html>', { status: 502 }),
      Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } }),
      json(200, { Item: { pk: { S: 'a' } } }),
    ]);
    const answer = await client.send(new GetCommand({ TableName: 't', Key: { pk: 'a' } }));
    expect(answer.Item).toEqual({ pk: 'a' });
    expect(sent).toHaveLength(3);
    expect(delays).toEqual([100, 200]);
  });

  it('does not retry a refusal: a failed condition or a validation error is thrown at once', async () => {
    const { client, sent } = documentClient([
      json(400, {
        __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
        message: 'The conditional request failed',
      }),
    ]);
    const error = await client.send(new GetCommand({ TableName: 't', Key: { pk: 'a' } })).catch((e: unknown) => e);
    expect(sent).toHaveLength(1);
    expect(error).toMatchObject({
      name: 'ConditionalCheckFailedException',
      message: 'The conditional request failed',
      $metadata: { httpStatusCode: 400, requestId: 'req-400', attempts: 1 },
    });
  });
});

describe('lean DynamoDB client: errors shaped like the SDK', () => {
  it('a cancelled transaction carries its reasons, their items as AttributeValues (binary decoded)', async () => {
    const { client, sent } = documentClient([
      json(400, {
        __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
        Message:
          'Transaction cancelled, please refer cancellation reasons for specific reasons [None, ConditionalCheckFailed]',
        CancellationReasons: [
          { Code: 'None' },
          {
            Code: 'ConditionalCheckFailed',
            Message: 'The conditional request failed',
            Item: { pk: { S: 'a' }, b: { B: 'AAH/' } },
          },
        ],
      }),
    ]);
    const error = await client
      .send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: 't', Item: { pk: 'a', gone: undefined, when: new Set([1, 2]) } } },
            {
              ConditionCheck: {
                TableName: 't',
                Key: { pk: 'b' },
                ConditionExpression: 'x = :x',
                ExpressionAttributeValues: { ':x': 1 },
              },
            },
          ],
        }),
      )
      .catch((e: unknown) => e);
    expect(sent[0]?.body).toEqual({
      TransactItems: [
        { Put: { TableName: 't', Item: { pk: { S: 'a' }, when: { NS: ['1', '2'] } } } },
        {
          ConditionCheck: {
            TableName: 't',
            Key: { pk: { S: 'b' } },
            ConditionExpression: 'x = :x',
            ExpressionAttributeValues: { ':x': { N: '1' } },
          },
        },
      ],
    });
    expect(error).toMatchObject({
      name: 'TransactionCanceledException',
      message: expect.stringContaining('[None, ConditionalCheckFailed]'),
      CancellationReasons: [
        { Code: 'None' },
        { Code: 'ConditionalCheckFailed', Item: { pk: { S: 'a' }, b: { B: Buffer.from([0, 1, 255]) } } },
      ],
    });
  });

  it('names an error from the x-amzn-errortype header, or from the status when the body says nothing', async () => {
    const { client } = documentClient([
      new Response('', { status: 400, headers: { 'x-amzn-errortype': 'ResourceNotFoundException:http://internal' } }),
    ]);
    await expect(client.send(new GetCommand({ TableName: 't', Key: { pk: 'a' } }))).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
      $fault: 'client',
    });
    const server = documentClient([500, 500, 500].map((status) => new Response('', { status })));
    await expect(server.client.send(new GetCommand({ TableName: 't', Key: { pk: 'a' } }))).rejects.toMatchObject({
      name: 'InternalServerError',
      $fault: 'server',
      $metadata: { httpStatusCode: 500, attempts: 3 },
    });
  });
});

describe('lean SQS client', () => {
  const body = JSON.stringify({ version: 1, kind: 'propagation' });
  const md5 = createHash('md5').update(body).digest('hex');

  function sqs(answers: (Response | Error)[]) {
    const script = scripted(answers);
    const client = new SQSClient({ region: 'eu-west-1', credentials });
    client.transport = script.transport;
    return { client, ...script };
  }

  it('sends AmazonSQS.SendMessage in the JSON protocol, signed for sqs, and checks the MD5 SQS computed', async () => {
    const { client, sent } = sqs([json(200, { MessageId: 'm-1', MD5OfMessageBody: md5 })]);
    const queueUrl = 'https://sqs.eu-west-1.amazonaws.com/123456789012/propagation';
    const answer = await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body }));
    expect(answer).toMatchObject({ MessageId: 'm-1', $metadata: { httpStatusCode: 200, attempts: 1 } });
    expect(sent[0]?.url).toBe('https://sqs.eu-west-1.amazonaws.com/');
    expect(sent[0]?.body).toEqual({ QueueUrl: queueUrl, MessageBody: body });
    expect(sent[0]?.headers['x-amz-target']).toBe('AmazonSQS.SendMessage');
    expect(sent[0]?.headers.authorization).toContain('/eu-west-1/sqs/aws4_request');
  });

  it('refuses an answer whose MD5 is not the body’s', async () => {
    const { client } = sqs([json(200, { MessageId: 'm-1', MD5OfMessageBody: '0'.repeat(32) })]);
    await expect(client.send(new SendMessageCommand({ QueueUrl: 'q', MessageBody: body }))).rejects.toThrow(
      `whose MD5 is ${md5}`,
    );
  });

  it('maps SQS errors (AWS.SimpleQueueService.NonExistentQueue style) and retries throttling', async () => {
    const { client, sent } = sqs([
      json(400, { __type: 'com.amazonaws.sqs#RequestThrottled', message: 'throttled' }),
      json(400, { __type: 'com.amazonaws.sqs#QueueDoesNotExist', message: 'The specified queue does not exist.' }),
    ]);
    await expect(client.send(new SendMessageCommand({ QueueUrl: 'q', MessageBody: body }))).rejects.toMatchObject({
      name: 'QueueDoesNotExist',
      message: 'The specified queue does not exist.',
      $metadata: { attempts: 2 },
    });
    expect(sent).toHaveLength(2);
  });
});

describe('lean clients: the signature', () => {
  it('is the one the SDK’s own signer (@smithy/signature-v4) computes for the same DynamoDB request', async () => {
    const { SignatureV4 } = await import('@smithy/signature-v4');
    const { Sha256 } = await import('@aws-crypto/sha256-js');
    const { client, sent } = documentClient([json(200, {})]);
    await client.send(new GetCommand({ TableName: 't', Key: { pk: 'a' } }));
    const ours = sent[0] as Sent;
    const { authorization, ...headers } = ours.headers;
    const signer = new SignatureV4({ credentials, region: 'eu-west-1', service: 'dynamodb', sha256: Sha256 });
    const signed = await signer.sign(
      {
        method: 'POST',
        protocol: 'https:',
        hostname: 'dynamodb.eu-west-1.amazonaws.com',
        path: '/',
        headers: { ...headers, host: 'dynamodb.eu-west-1.amazonaws.com' },
        body: JSON.stringify(ours.body),
      },
      { signingDate: new Date('2026-03-01T10:00:00Z') },
    );
    expect(authorization).toBe(signed.headers.authorization);
  });
});
