import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, isConditionalFailure, tableName } from './client';
import type { Entity, KeyOf } from './entity';
import { compile, updateExpression, type Changes, type Condition } from './expressions';
import type { IndexName } from './table-definition';

/**
 * Single-item reads and writes, and queries. Each function is one DynamoDB request (one round trip), except
 * `queryItems` with `all: true`, which reads every page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entity, whatever its record
type E = Entity<any, any>;
type Item<T extends E> = ReturnType<T['fromStored']>;

/** GetItem of one record, or null. */
export async function getItem<T extends E>(
  entity: T,
  key: KeyOf<T>,
  options: { consistent?: boolean } = {},
): Promise<Item<T> | null> {
  const { Item: stored } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: entity.key(key), ConsistentRead: options.consistent }),
  );
  // The key it was read by is the record's own: an item created by an upsert (UpdateItem) holds only the
  // attributes it set, not its key fields.
  return stored ? entity.fromStored({ ...key, ...stored }) : null;
}

/** PutItem; with `if`, false when the condition failed (nothing written). */
export async function putItem<T extends E>(entity: T, item: Item<T>, options: { if?: Condition } = {}) {
  const condition = options.if ? compile(options.if) : null;
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: entity.toStored(item),
        ...(condition
          ? {
              ConditionExpression: condition.result,
              ExpressionAttributeNames: condition.ExpressionAttributeNames,
              ExpressionAttributeValues: condition.ExpressionAttributeValues,
            }
          : {}),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** PutItem only when no item has the key: 'created', or 'exists' with nothing changed. */
export async function createItem<T extends E>(entity: T, item: Item<T>): Promise<'created' | 'exists'> {
  return (await putItem(entity, item, { if: (context) => `attribute_not_exists(${context.name('pk')})` }))
    ? 'created'
    : 'exists';
}

/** UpdateItem; false when the condition failed. The item must exist unless `upsert` (attribute_exists(pk)). */
export async function updateItem<T extends E>(
  entity: T,
  key: KeyOf<T>,
  changes: Changes,
  options: { if?: Condition; upsert?: boolean } = {},
): Promise<boolean> {
  const compiled = compile((context) => ({
    update: updateExpression(context, changes),
    condition: [
      ...(options.upsert ? [] : [`attribute_exists(${context.name('pk')})`]),
      ...(options.if ? [`(${options.if(context)})`] : []),
    ].join(' AND '),
  }));
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entity.key(key),
        UpdateExpression: compiled.result.update,
        ...(compiled.result.condition ? { ConditionExpression: compiled.result.condition } : {}),
        ExpressionAttributeNames: compiled.ExpressionAttributeNames,
        ExpressionAttributeValues: compiled.ExpressionAttributeValues,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** DeleteItem; false when the condition failed. */
export async function deleteItem<T extends E>(entity: T, key: KeyOf<T>, options: { if?: Condition } = {}) {
  const condition = options.if ? compile(options.if) : null;
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: entity.key(key),
        ...(condition
          ? {
              ConditionExpression: condition.result,
              ExpressionAttributeNames: condition.ExpressionAttributeNames,
              ExpressionAttributeValues: condition.ExpressionAttributeValues,
            }
          : {}),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

const PARTITION_ATTRIBUTE: Record<IndexName | 'table', { pk: string; sk: string }> = {
  table: { pk: 'pk', sk: 'sk' },
  byRelation: { pk: 'gsi1pk', sk: 'gsi1sk' },
  byListing: { pk: 'gsi2pk', sk: 'gsi2sk' },
  byLibraryTitle: { pk: 'gsi3pk', sk: 'gsi3sk' },
  byLibraryRecent: { pk: 'gsi4pk', sk: 'gsi4sk' },
};

export interface QueryOptions {
  /** The index to query; the table when absent. */
  index?: IndexName;
  /** The partition key's value. */
  partition: string;
  /** Sort keys beginning with this. */
  prefix?: string;
  /** Sort keys between these two, both included (instead of `prefix`): "visible up to today". */
  between?: readonly [string, string];
  /** Applied after reading (it costs the items read, not the items returned). */
  filter?: Condition;
  order?: 'asc' | 'desc';
  /** Items to read per request. */
  limit?: number;
  /** Where the previous page ended (from `cursor` of a previous answer). */
  cursor?: string | null;
  /** Read every page (round trips grow with the data: use for partitions known to stay small). */
  all?: boolean;
  /** Strongly consistent (the table only): what a writer about to condition on what it read needs. */
  consistent?: boolean;
}

export interface Page<T> {
  items: T[];
  /** Opaque; null when there is nothing more. */
  cursor: string | null;
}

/** Query of raw stored items, for repositories that read several entities in one request (collections). */
export async function queryStored(options: QueryOptions): Promise<Page<Record<string, unknown>>> {
  const attributes = PARTITION_ATTRIBUTE[options.index ?? 'table'];
  const items: Record<string, unknown>[] = [];
  let start = decodeCursor(options.cursor ?? null, options.index ?? 'table', options.partition);
  do {
    const compiled = compile((context) => ({
      key: [
        `${context.name(attributes.pk)} = ${context.value(options.partition)}`,
        ...(options.prefix ? [`begins_with(${context.name(attributes.sk)}, ${context.value(options.prefix)})`] : []),
        ...(options.between
          ? [
              `${context.name(attributes.sk)} BETWEEN ${context.value(options.between[0])} AND ${context.value(options.between[1])}`,
            ]
          : []),
      ].join(' AND '),
      filter: options.filter?.(context),
    }));
    const answer = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        ...(options.index ? { IndexName: options.index } : {}),
        KeyConditionExpression: compiled.result.key,
        ...(compiled.result.filter ? { FilterExpression: compiled.result.filter } : {}),
        ExpressionAttributeNames: compiled.ExpressionAttributeNames,
        ExpressionAttributeValues: compiled.ExpressionAttributeValues,
        ScanIndexForward: options.order !== 'desc',
        ...(options.consistent ? { ConsistentRead: true } : {}),
        ...(options.limit ? { Limit: options.limit } : {}),
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...((answer.Items ?? []) as Record<string, unknown>[]));
    start = answer.LastEvaluatedKey ?? null;
  } while (options.all && start);
  return { items, cursor: start ? encodeCursor(start) : null };
}

/** Query of one entity's records. */
export async function queryItems<T extends E>(entity: T, options: QueryOptions): Promise<Page<Item<T>>> {
  const page = await queryStored(options);
  return { items: page.items.map((stored) => entity.fromStored(stored)), cursor: page.cursor };
}

function encodeCursor(key: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/**
 * The cursor continuing after `stored`, an item a Query of `index` answered: for a page read one item longer
 * than it shows, so `more` is known exactly (DynamoDB's own last key may lead to an empty page).
 */
export function cursorAfter(stored: Record<string, unknown>, index?: IndexName): string {
  const attributes = PARTITION_ATTRIBUTE[index ?? 'table'];
  return encodeCursor({
    pk: stored.pk,
    sk: stored.sk,
    [attributes.pk]: stored[attributes.pk],
    [attributes.sk]: stored[attributes.sk],
  });
}

/**
 * A cursor sent back by a client is untrusted: it must decode to string key attributes and stay inside the
 * partition being queried (a cursor from another organisation's partition would otherwise read across it).
 */
export class InvalidCursorError extends Error {
  constructor() {
    super('invalid cursor');
    this.name = 'InvalidCursorError';
  }
}

/** The key a page of `index` ends at, from one of its items (what DynamoDB's LastEvaluatedKey would hold). */
export function pageKeyOf(index: IndexName | 'table', item: Record<string, unknown>): string {
  const key: Record<string, unknown> = { pk: item.pk, sk: item.sk };
  const attributes = PARTITION_ATTRIBUTE[index];
  key[attributes.pk] = item[attributes.pk];
  key[attributes.sk] = item[attributes.sk];
  return encodeCursor(key);
}

/**
 * A cursor is checked before use: it must decode to exactly the key attributes of the index queried (a cursor of
 * another index, e.g. the other sort order, is refused), all strings, inside the partition being queried (another
 * organisation's or node's partition would otherwise read across it).
 */
function decodeCursor(cursor: string | null, index: IndexName | 'table', partition: string) {
  if (!cursor) return null;
  const attributes = PARTITION_ATTRIBUTE[index];
  const partitionAttribute = attributes.pk;
  const expected = new Set(['pk', 'sk', attributes.pk, attributes.sk]);
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  if (!key || typeof key !== 'object' || Array.isArray(key)) throw new InvalidCursorError();
  const entries = Object.entries(key as Record<string, unknown>);
  if (
    entries.length !== expected.size ||
    entries.some(([name, value]) => !expected.has(name) || typeof value !== 'string')
  ) {
    throw new InvalidCursorError();
  }
  if ((key as Record<string, unknown>)[partitionAttribute] !== partition) throw new InvalidCursorError();
  return key as Record<string, string>;
}
