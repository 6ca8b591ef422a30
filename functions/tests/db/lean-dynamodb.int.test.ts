import { DynamoDBClient as SdkDynamoDBClient } from '@aws-sdk/client-dynamodb';
import * as sdk from '@aws-sdk/lib-dynamodb';
import * as lean from '../../src/adapters/dynamodb-over-fetch';
import { awsClientOptions, config } from '../../src/lib/config';
import { uniqueId } from '../support/fixtures';

/**
 * The job consumers' lean DynamoDB client (ADR 0021) against the SDK's, on DynamoDB Local: the same scenario of
 * operations runs through both clients, each in its own partition, and what each saw (answers, pages, errors
 * with their cancellation reasons) must be the same once the partition's name is taken out.
 */
type Commands = Pick<
  typeof sdk,
  | 'GetCommand'
  | 'PutCommand'
  | 'UpdateCommand'
  | 'DeleteCommand'
  | 'QueryCommand'
  | 'BatchGetCommand'
  | 'BatchWriteCommand'
  | 'TransactGetCommand'
  | 'TransactWriteCommand'
>;
interface Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- both clients' commands, their outputs read loosely
  send(command: any): Promise<Record<string, any>>;
}

const clients = (): Record<'sdk' | 'lean', { client: Client; commands: Commands }> => {
  const { region, endpoints } = config();
  const options = awsClientOptions(region, endpoints.dynamodb);
  const translate = { marshallOptions: { removeUndefinedValues: true } };
  return {
    sdk: { client: sdk.DynamoDBDocumentClient.from(new SdkDynamoDBClient(options), translate), commands: sdk },
    lean: {
      client: lean.DynamoDBDocumentClient.from(new lean.DynamoDBClient(options), translate),
      commands: lean as unknown as Commands,
    },
  };
};

/** Comparable form: the partition's name replaced, sets and bytes spelled out, request ids dropped. */
function normalised(value: unknown, partition: string): unknown {
  if (typeof value === 'string') return value.split(partition).join('<P>');
  if (value instanceof Uint8Array) return { bytes: Buffer.from(value).toString('base64') };
  if (value instanceof Set) return { set: [...value].map((item) => normalised(item, partition)).sort() };
  if (Array.isArray(value)) return value.map((item) => normalised(item, partition));
  if (value && typeof value === 'object') {
    // $metadata: the status and attempts compare; request ids differ, the SDK adds CloudFront's (undefined here).
    const entries = Object.entries(value).filter(
      ([key]) => !['requestId', 'totalRetryDelay', 'cfId', 'extendedRequestId'].includes(key),
    );
    return Object.fromEntries(
      entries.map(([key, item]) => [normalised(key, partition), normalised(item, partition)] as const),
    );
  }
  return value;
}

/** What an error tells a caller: its name, message, fault, status and (transactions) cancellation reasons. */
function described(error: unknown) {
  const e = error as {
    name: string;
    message: string;
    $fault: string;
    $metadata: { httpStatusCode?: number };
    CancellationReasons?: unknown;
  };
  return {
    error: e.name,
    message: e.message,
    fault: e.$fault,
    status: e.$metadata.httpStatusCode,
    ...(e.CancellationReasons ? { reasons: e.CancellationReasons } : {}),
  };
}

const table = () => config().tableName;

async function scenario({ client, commands: c }: { client: Client; commands: Commands }, partition: string) {
  const seen: Record<string, unknown> = {};
  const attempt = async (name: string, work: () => Promise<unknown>) => {
    try {
      seen[name] = await work();
    } catch (error) {
      seen[name] = described(error);
    }
  };
  const item = (n: number) => ({
    pk: partition,
    sk: `ITEM#${n}`,
    gsi1pk: `${partition}#REL`,
    gsi1sk: `REL#${10 - n}`,
    title: `Item ${n} — ñandú`,
    count: n,
    ratio: n / 4,
    flag: n % 2 === 0,
    nothing: null,
    dropped: undefined,
    nested: { list: [n, `${n}`, { deep: [true, null] }], empty: {} },
    tags: new Set([`t${n}`, 'common']),
    bytes: Uint8Array.from([0, n, 255]),
  });
  for (let n = 1; n <= 5; n += 1)
    await attempt(`put ${n}`, () => client.send(new c.PutCommand({ TableName: table(), Item: item(n) })));
  await attempt('get', () =>
    client.send(new c.GetCommand({ TableName: table(), Key: { pk: partition, sk: 'ITEM#3' }, ConsistentRead: true })),
  );
  await attempt('get missing', () =>
    client.send(new c.GetCommand({ TableName: table(), Key: { pk: partition, sk: 'NONE' } })),
  );

  const pages = async (input: sdk.QueryCommandInput) => {
    const all: unknown[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const answer = await client.send(
        new c.QueryCommand({ ...input, ...(start ? { ExclusiveStartKey: start } : {}) }),
      );
      all.push(answer);
      start = answer.LastEvaluatedKey;
    } while (start);
    return all;
  };
  await attempt('query pages of 2', () =>
    pages({
      TableName: table(),
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
      ExpressionAttributeValues: { ':pk': partition, ':prefix': 'ITEM#' },
      Limit: 2,
      ConsistentRead: true,
    }),
  );
  await attempt('query index, descending, filtered', () =>
    pages({
      TableName: table(),
      IndexName: 'byRelation',
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: 'flag = :flag',
      ExpressionAttributeValues: { ':pk': `${partition}#REL`, ':flag': false },
      ScanIndexForward: false,
      Limit: 3,
    }),
  );
  await attempt('update, condition fails', () =>
    client.send(
      new c.UpdateCommand({
        TableName: table(),
        Key: { pk: partition, sk: 'ITEM#1' },
        UpdateExpression: 'SET #count = :next',
        ConditionExpression: '#count = :expected',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':next': 100, ':expected': 99 },
      }),
    ),
  );
  await attempt('update, returns the new item', () =>
    client.send(
      new c.UpdateCommand({
        TableName: table(),
        Key: { pk: partition, sk: 'ITEM#1' },
        UpdateExpression: 'SET #count = #count + :one, nested.extra = :extra REMOVE nothing',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':extra': ['a', undefined, 'b'] },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  await attempt('transaction cancelled', () =>
    client.send(
      new c.TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: table(), Item: { pk: partition, sk: 'TX#1', note: 'never written' } } },
          {
            ConditionCheck: {
              TableName: table(),
              Key: { pk: partition, sk: 'ITEM#2' },
              ConditionExpression: 'flag = :no',
              ExpressionAttributeValues: { ':no': false },
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            },
          },
          {
            Update: {
              TableName: table(),
              Key: { pk: partition, sk: 'ITEM#3' },
              UpdateExpression: 'SET title = :title',
              ExpressionAttributeValues: { ':title': 'changed' },
            },
          },
        ],
      }),
    ),
  );
  await attempt('transaction written', () =>
    client.send(
      new c.TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: table(), Item: { pk: partition, sk: 'TX#2', list: [1, 'two'] } } },
          { Delete: { TableName: table(), Key: { pk: partition, sk: 'ITEM#5' } } },
        ],
      }),
    ),
  );
  await attempt('transact get', () =>
    client.send(
      new c.TransactGetCommand({
        TransactItems: ['TX#1', 'TX#2', 'ITEM#5', 'ITEM#3'].map((sk) => ({
          Get: { TableName: table(), Key: { pk: partition, sk } },
        })),
      }),
    ),
  );
  await attempt('batch write', () =>
    client.send(
      new c.BatchWriteCommand({
        RequestItems: {
          [table()]: [
            ...Array.from({ length: 20 }, (_, n) => ({
              PutRequest: { Item: { pk: partition, sk: `BATCH#${String(n).padStart(2, '0')}`, n } },
            })),
            { DeleteRequest: { Key: { pk: partition, sk: 'ITEM#4' } } },
          ],
        },
      }),
    ),
  );
  await attempt('batch get', async () => {
    const answer = await client.send(
      new c.BatchGetCommand({
        RequestItems: {
          [table()]: {
            Keys: ['BATCH#00', 'BATCH#19', 'ITEM#4', 'ITEM#2', 'NONE'].map((sk) => ({ pk: partition, sk })),
            ConsistentRead: true,
          },
        },
      }),
    );
    // BatchGetItem's order is not the keys': sort to compare.
    const items = (answer.Responses?.[table()] ?? []) as { sk: string }[];
    return { ...answer, Responses: { [table()]: [...items].sort((a, b) => a.sk.localeCompare(b.sk)) } };
  });
  await attempt('delete, returns the old item', () =>
    client.send(
      new c.DeleteCommand({ TableName: table(), Key: { pk: partition, sk: 'TX#2' }, ReturnValues: 'ALL_OLD' }),
    ),
  );
  await attempt('invalid request', () =>
    client.send(
      new c.QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND',
        ExpressionAttributeValues: { ':pk': partition },
      }),
    ),
  );
  return seen;
}

describe('the lean DynamoDB client against the SDK (ADR 0021)', () => {
  it('sees the same answers, pages, errors and cancellation reasons as the SDK', async () => {
    const { sdk: viaSdk, lean: viaLean } = clients();
    const run = uniqueId('LEAN');
    const bySdk = await scenario(viaSdk, `${run}#sdk`);
    const byLean = await scenario(viaLean, `${run}#lean`);
    expect(normalised(byLean, `${run}#lean`)).toEqual(normalised(bySdk, `${run}#sdk`));

    // And the scenario did exercise what it names (equal, and not equally empty).
    expect(bySdk.get).toMatchObject({ Item: { sk: 'ITEM#3', tags: new Set(['t3', 'common']), count: 3 } });
    expect(byLean.get).toMatchObject({ Item: { sk: 'ITEM#3', tags: new Set(['t3', 'common']), count: 3 } });
    expect((byLean.get as { Item: { bytes: Uint8Array } }).Item.bytes).toEqual(Uint8Array.from([0, 3, 255]));
    expect(byLean['query pages of 2']).toHaveLength(3);
    expect(byLean['update, condition fails']).toMatchObject({ error: 'ConditionalCheckFailedException', status: 400 });
    expect(byLean['transaction cancelled']).toMatchObject({
      error: 'TransactionCanceledException',
      reasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Item: { sk: { S: 'ITEM#2' } } }, { Code: 'None' }],
    });
    expect(byLean['invalid request']).toMatchObject({ error: 'ValidationException', fault: 'client' });
    expect((byLean['batch get'] as { Responses: Record<string, unknown[]> }).Responses[table()]).toHaveLength(3);
  });

  it('hands back the keys DynamoDB left unprocessed, unmarshalled, as the SDK does', async () => {
    const { sdk: viaSdk, lean: viaLean } = clients();
    const partition = uniqueId('LEAN_BIG');
    // 45 items of 380 KB: one BatchGetItem answer stops at 16 MB and leaves the rest unprocessed.
    const big = 'x'.repeat(380 * 1024);
    const keys = Array.from({ length: 45 }, (_, n) => ({ pk: partition, sk: `BIG#${String(n).padStart(2, '0')}` }));
    for (let start = 0; start < keys.length; start += 15)
      await viaLean.client.send(
        new lean.BatchWriteCommand({
          RequestItems: {
            [table()]: keys.slice(start, start + 15).map((key) => ({ PutRequest: { Item: { ...key, big } } })),
          },
        }),
      );
    const read = async ({ client, commands }: typeof viaSdk | typeof viaLean) => {
      const answer = await client.send(
        new commands.BatchGetCommand({
          RequestItems: { [table()]: { Keys: keys, ProjectionExpression: 'pk, sk, big' } },
        }),
      );
      const got = ((answer.Responses?.[table()] ?? []) as { sk: string }[]).map((item) => item.sk);
      const left = ((answer.UnprocessedKeys?.[table()]?.Keys ?? []) as { sk: string }[]).map((key) => key.sk);
      return { got: got.length, left: left.sort(), all: [...got, ...left].sort() };
    };
    const bySdk = await read(viaSdk);
    const byLean = await read(viaLean);
    expect(bySdk.left.length).toBeGreaterThan(0);
    expect(byLean).toEqual(bySdk);
    expect(byLean.all).toEqual(keys.map((key) => key.sk));
  }, 60_000);
});
