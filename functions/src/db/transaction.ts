import { TransactGetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import type { Entity, KeyOf } from './entity';
import { compile, updateExpression, type Changes, type Condition } from './expressions';

/**
 * The one transaction helper every context uses. Parts are named (`{ node: create(...), guard: create(...) }`)
 * and so are the outcomes (`failed.has('guard')`): nothing is decoded by position.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entity, whatever its record
type E = Entity<any, any>;
type Item<T extends E> = ReturnType<T['fromStored']>;

/** One action of a TransactWriteItems, as the SDK takes it (TableName filled in when sent). */
export type WritePart =
  | { Put: Record<string, unknown> }
  | { Update: Record<string, unknown> }
  | { Delete: Record<string, unknown> }
  | { ConditionCheck: Record<string, unknown> };

function withCondition(condition: Condition | undefined, extra: string[] = []) {
  return compile((context) => {
    const texts = [
      ...extra.map((text) => text.replace('{pk}', context.name('pk'))),
      ...(condition ? [condition(context)] : []),
    ];
    return texts.length > 0 ? texts.map((text) => `(${text})`).join(' AND ') : undefined;
  });
}

function expressions(compiled: ReturnType<typeof withCondition>) {
  return {
    ...(compiled.result ? { ConditionExpression: compiled.result } : {}),
    ...(compiled.ExpressionAttributeNames ? { ExpressionAttributeNames: compiled.ExpressionAttributeNames } : {}),
    ...(compiled.ExpressionAttributeValues ? { ExpressionAttributeValues: compiled.ExpressionAttributeValues } : {}),
  };
}

/** Put the record only if nothing has its key (fails when it exists). */
export function create<T extends E>(entity: T, item: Item<T>, condition?: Condition): WritePart {
  return {
    Put: { Item: entity.toStored(item), ...expressions(withCondition(condition, ['attribute_not_exists({pk})'])) },
  };
}

/** Put the record, replacing any item with its key (under `condition` when given). */
export function put<T extends E>(entity: T, item: Item<T>, condition?: Condition): WritePart {
  return { Put: { Item: entity.toStored(item), ...expressions(withCondition(condition)) } };
}

/** Update an existing record (fails when it does not exist or `condition` is false). */
export function update<T extends E>(entity: T, key: KeyOf<T>, changes: Changes, condition?: Condition): WritePart {
  const compiled = compile((context) => ({
    update: updateExpression(context, changes),
    condition: [`attribute_exists(${context.name('pk')})`, ...(condition ? [condition(context)] : [])]
      .map((text) => `(${text})`)
      .join(' AND '),
  }));
  return {
    Update: {
      Key: entity.key(key),
      UpdateExpression: compiled.result.update,
      ConditionExpression: compiled.result.condition,
      ExpressionAttributeNames: compiled.ExpressionAttributeNames,
      ...(compiled.ExpressionAttributeValues ? { ExpressionAttributeValues: compiled.ExpressionAttributeValues } : {}),
    },
  };
}

/**
 * Update a record, creating it when absent (no `attribute_exists`): a counter that whichever write comes first
 * creates. `changes.init` gives the first values (key fields, index keys and `_et` included, since an UpdateItem
 * writes only what it names).
 */
export function upsert<T extends E>(entity: T, key: KeyOf<T>, changes: Changes): WritePart {
  const compiled = compile((context) => updateExpression(context, changes));
  return {
    Update: {
      Key: entity.key(key),
      UpdateExpression: compiled.result,
      ExpressionAttributeNames: compiled.ExpressionAttributeNames,
      ...(compiled.ExpressionAttributeValues ? { ExpressionAttributeValues: compiled.ExpressionAttributeValues } : {}),
    },
  };
}

/** Delete the record (under `condition` when given; deleting what is not there succeeds). */
export function remove<T extends E>(entity: T, key: KeyOf<T>, condition?: Condition): WritePart {
  return { Delete: { Key: entity.key(key), ...expressions(withCondition(condition)) } };
}

/** Only check a condition on another record (fails when it does not hold, or the record is missing). */
export function check<T extends E>(entity: T, key: KeyOf<T>, condition?: Condition): WritePart {
  return {
    ConditionCheck: {
      Key: entity.key(key),
      ...expressions(withCondition(condition, ['attribute_exists({pk})'])),
    },
  };
}

/** DynamoDB's limit of actions in one transaction. */
export const TRANSACTION_LIMIT = 100;

export type WriteOutcome<N extends string> =
  | { ok: true }
  /** `failed`: the parts whose condition did not hold. Empty when the transaction lost a race it kept losing. */
  | { ok: false; failed: ReadonlySet<N> };

const RETRYABLE = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded']);
const ATTEMPTS = 4;

interface CancellationReason {
  Code?: string;
}

function cancellationCodes(error: unknown): string[] | null {
  const e = error as { name?: string; CancellationReasons?: CancellationReason[] } | null;
  if (e?.name !== 'TransactionCanceledException') return null;
  return (e.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
}

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.round(Math.random() * 25 * attempt)));

/**
 * TransactWriteItems of the named parts (undefined parts are left out, so optional actions read naturally).
 * Retried a few times when DynamoDB cancelled it only because another transaction touched the same items at
 * that moment, or for throttling; never when a condition failed.
 */
export async function transactWrite<N extends string>(
  parts: Readonly<Record<N, WritePart | undefined>>,
): Promise<WriteOutcome<N>> {
  const named = (Object.entries(parts) as [N, WritePart | undefined][]).filter(
    (entry): entry is [N, WritePart] => entry[1] !== undefined,
  );
  if (named.length > TRANSACTION_LIMIT) throw new Error(`a transaction holds at most ${TRANSACTION_LIMIT} actions`);
  const table = tableName();
  const TransactItems = named.map(([, part]) => {
    const [kind, action] = Object.entries(part)[0] as [string, Record<string, unknown>];
    return { [kind]: { TableName: table, ...action } };
  });
  for (let attempt = 1; ; attempt += 1) {
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems }));
      return { ok: true };
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      const conditionFailed = codes.includes('ConditionalCheckFailed');
      if (!conditionFailed && codes.some((code) => RETRYABLE.has(code)) && attempt < ATTEMPTS) {
        await pause(attempt);
        continue;
      }
      return {
        ok: false,
        failed: new Set(named.filter((_, index) => codes[index] === 'ConditionalCheckFailed').map(([name]) => name)),
      };
    }
  }
}

/** One item of a TransactGetItems. */
export interface ReadPart<T> {
  readonly key: Record<string, unknown>;
  readonly read: (stored: Record<string, unknown>) => T;
}

export function read<T extends E>(entity: T, key: KeyOf<T>): ReadPart<Item<T>> {
  return { key: entity.key(key), read: (stored) => entity.fromStored(stored) };
}

/**
 * TransactGetItems of the named parts: one round trip, one consistent snapshot, never partial (unlike
 * BatchGetItem's unprocessed keys). Null when DynamoDB cancelled it because a transactional write touched
 * one of the items at that instant, after retrying a few times.
 */
export async function transactGet<P extends Record<string, ReadPart<unknown>>>(
  parts: P,
): Promise<{ [N in keyof P]: (P[N] extends ReadPart<infer T> ? T : never) | null } | null> {
  const named = Object.entries(parts);
  const table = tableName();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { Responses = [] } = await documentClient().send(
        new TransactGetCommand({
          TransactItems: named.map(([, part]) => ({ Get: { TableName: table, Key: part.key } })),
        }),
      );
      return Object.fromEntries(
        named.map(([name, part], index) => {
          const stored = Responses[index]?.Item;
          return [name, stored ? part.read(stored) : null];
        }),
      ) as { [N in keyof P]: (P[N] extends ReadPart<infer T> ? T : never) | null };
    } catch (error) {
      if (!cancellationCodes(error)) throw error;
      if (attempt >= ATTEMPTS) return null;
      await pause(attempt);
    }
  }
}
