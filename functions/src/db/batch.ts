import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import type { Entity, KeyOf, PrimaryKey } from './entity';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entity, whatever its record
type E = Entity<any, any>;
type Item<T extends E> = ReturnType<T['fromStored']>;

const GET_LIMIT = 100;
const WRITE_LIMIT = 25;
const ATTEMPTS = 8;

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) => list.slice(index * size, (index + 1) * size));

const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** attempt)));

/**
 * BatchGetItem of one entity's records by key (one round trip per 100 keys, plus retries of unprocessed keys).
 * Missing records are left out; the order is not the keys' order. `consistent`: strongly consistent reads
 * (what a writer about to overwrite the items, and perhaps restore them, needs).
 */
export async function batchGet<T extends E>(
  entity: T,
  keys: readonly KeyOf<T>[],
  options: { consistent?: boolean } = {},
): Promise<Item<T>[]> {
  return (await batchGetStored(entity, keys, options)).map((stored) => entity.fromStored(stored));
}

/**
 * BatchGetItem reading only `attributes` of each record (a ProjectionExpression): for reads of many large
 * items that need a few of their fields (a report reading 200 portfolios' revision summaries, not their
 * content). The 100-key chunks go out in parallel, so many keys still cost one round trip of time.
 */
export async function batchGetAttributes<T extends E, A extends keyof Item<T> & string>(
  entity: T,
  keys: readonly KeyOf<T>[],
  attributes: readonly A[],
): Promise<Pick<Item<T>, A>[]> {
  const names = Object.fromEntries(attributes.map((name, index) => [`#p${index}`, name]));
  const projection = { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names };
  const stored = await batchGetStored(entity, keys, { projection, parallel: true });
  return stored.map((item) => entity.fromStoredPart(item, attributes) as Pick<Item<T>, A>);
}

/** One BatchGetItem of ≤ 100 keys, unprocessed keys retried with backoff; the stored items found, in no order. */
async function readKeys(
  keys: Record<string, unknown>[],
  options: {
    consistent?: boolean;
    projection?: { ProjectionExpression: string; ExpressionAttributeNames: Record<string, string> };
  } = {},
): Promise<Record<string, unknown>[]> {
  const table = tableName();
  const found: Record<string, unknown>[] = [];
  let pending = keys;
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt >= ATTEMPTS) throw new Error(`${pending.length} keys stayed unprocessed`);
    if (attempt > 0) await backoff(attempt);
    const answer = await documentClient().send(
      new BatchGetCommand({
        RequestItems: {
          [table]: {
            Keys: pending,
            ...(options.consistent ? { ConsistentRead: true } : {}),
            ...options.projection,
          },
        },
      }),
    );
    found.push(...(answer.Responses?.[table] ?? []));
    pending = (answer.UnprocessedKeys?.[table]?.Keys ?? []) as Record<string, unknown>[];
  }
  return found;
}

/**
 * Two records of two entities (or two of one) by key with one BatchGetItem: one request where two GetItems in
 * parallel are two. Each SDK call costs a Lambda about what a whole bare request does (ADR 0028 §7), so a read
 * route's pair of point reads (a section and the caller's membership) is read this way. Missing records are
 * null; eventually consistent, as the GetItems it replaces.
 */
export async function batchGetPair<A extends E, B extends E>(
  first: readonly [A, KeyOf<A>],
  second: readonly [B, KeyOf<B>],
): Promise<[Item<A> | null, Item<B> | null]> {
  const firstKey = first[0].key(first[1]);
  const secondKey = second[0].key(second[1]);
  const same = firstKey.pk === secondKey.pk && firstKey.sk === secondKey.sk;
  const found = await readKeys(same ? [firstKey] : [firstKey, secondKey]);
  const stored = (key: PrimaryKey) => found.find((item) => item.pk === key.pk && item.sk === key.sk);
  const a = stored(firstKey);
  const b = stored(secondKey);
  // As getItem: the key a record was read by is its own (an upserted item holds only what it set).
  return [
    a ? (first[0].fromStored({ ...first[1], ...a }) as Item<A>) : null,
    b ? (second[0].fromStored({ ...second[1], ...b }) as Item<B>) : null,
  ];
}

async function batchGetStored<T extends E>(
  entity: T,
  keys: readonly KeyOf<T>[],
  options: {
    consistent?: boolean;
    projection?: { ProjectionExpression: string; ExpressionAttributeNames: Record<string, string> };
    parallel?: boolean;
  },
): Promise<Record<string, unknown>[]> {
  const unique = [...new Map(keys.map((key) => [JSON.stringify(entity.key(key)), entity.key(key)])).values()];
  const readChunk = (chunk: Record<string, unknown>[]) => readKeys(chunk, options);
  const parts = chunks(unique, GET_LIMIT);
  if (options.parallel) return (await Promise.all(parts.map(readChunk))).flat();
  const found: Record<string, unknown>[] = [];
  for (const chunk of parts) found.push(...(await readChunk(chunk)));
  return found;
}

type WriteRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

async function batchWrite(requests: readonly WriteRequest[]): Promise<void> {
  const table = tableName();
  for (const chunk of chunks(requests, WRITE_LIMIT)) {
    let pending: WriteRequest[] = chunk;
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt >= ATTEMPTS) throw new Error(`${pending.length} writes stayed unprocessed`);
      if (attempt > 0) await backoff(attempt);
      const answer = await documentClient().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (answer.UnprocessedItems?.[table] ?? []) as WriteRequest[];
    }
  }
}

/** BatchWriteItem puts (25 a request). Unconditional: for items nothing else can name yet, or idempotent copies. */
export async function batchPut<T extends E>(entity: T, items: readonly Item<T>[]): Promise<void> {
  await batchWrite(items.map((item) => ({ PutRequest: { Item: entity.toStored(item) } })));
}

/** BatchWriteItem deletes (25 a request). */
export async function batchDelete<T extends E>(entity: T, keys: readonly KeyOf<T>[]): Promise<void> {
  await batchWrite(keys.map((key) => ({ DeleteRequest: { Key: entity.key(key) } })));
}

/**
 * All or nothing for writes too big for one transaction: `items` are batch-written first, where nothing
 * lists them yet, then `commit` (a transaction) makes them reachable. If any batch throws halfway, or the
 * commit does not happen, every item that may have been written is deleted again before the error (or the
 * refusal) is passed on, so a failure leaves nothing behind; an item that replaced one (`restore`: the items
 * as they were, by key) is put back instead.
 */
export async function writeThenCommit<T extends E, R>(
  entity: T,
  items: readonly Item<T>[],
  commit: () => Promise<R>,
  committed: (result: R) => boolean,
  restore: readonly Item<T>[] = [],
): Promise<R> {
  const keyOf = (item: Item<T>) => JSON.stringify(entity.key(item));
  const restored = new Set(restore.map(keyOf));
  const cleanup = () =>
    batchWrite([
      ...items
        .filter((item) => !restored.has(keyOf(item)))
        .map((item) => ({ DeleteRequest: { Key: entity.key(item) } })),
      ...restore.map((item) => ({ PutRequest: { Item: entity.toStored(item) } })),
    ]);
  let result: R;
  try {
    await batchPut(entity, items);
    result = await commit();
  } catch (error) {
    await cleanup();
    throw error;
  }
  if (!committed(result)) await cleanup();
  return result;
}
