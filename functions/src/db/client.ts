import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { awsClientOptions, config } from '../lib/config';

type CallListener = (commandName: string) => void;
const listeners = new Set<CallListener>();

/**
 * Observes every DynamoDB round trip (one per command sent, retries excluded). Integration tests use it to
 * hold read routes to the 2-round-trip budget (docs/architecture.md, budgets). Returns the unsubscribe function.
 */
export function onDynamoCall(listener: CallListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The primary key of an item a write command named (a Put's item, an Update's or Delete's key). */
export interface WrittenKey {
  pk: string;
  sk: string;
}
type WriteListener = (keys: WrittenKey[]) => void;
const writeListeners = new Set<WriteListener>();

/**
 * Observes the keys of every item a write command named, once the command has finished (written or refused:
 * either way what was read before it may be stale). The actor cache forgets what a write of an account,
 * membership or organisation changes (lib/http/actor-cache.ts). Returns the unsubscribe function.
 */
export function onDynamoWrite(listener: WriteListener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

const WRITE_COMMANDS = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'TransactWriteItemsCommand',
  'BatchWriteItemCommand',
]);

/** A key attribute as the document client holds it (a string) or as marshalled (`{ S }`). */
const keyText = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : typeof (value as { S?: unknown } | null)?.S === 'string'
      ? (value as { S: string }).S
      : null;

function keyOf(item: unknown): WrittenKey | null {
  const record = item as { pk?: unknown; sk?: unknown } | null | undefined;
  const pk = keyText(record?.pk);
  const sk = keyText(record?.sk);
  return pk !== null && sk !== null ? { pk, sk } : null;
}

/** The keys of the items a write command's input names. */
export function writtenKeys(input: Record<string, unknown>): WrittenKey[] {
  const items: unknown[] = [input.Item, input.Key];
  for (const part of (input.TransactItems as Array<Record<string, { Item?: unknown; Key?: unknown }>>) ?? [])
    items.push(part.Put?.Item, part.Update?.Key, part.Delete?.Key);
  for (const requests of Object.values((input.RequestItems as Record<string, unknown[]>) ?? {}))
    for (const request of requests as Array<{ PutRequest?: { Item?: unknown }; DeleteRequest?: { Key?: unknown } }>)
      items.push(request.PutRequest?.Item, request.DeleteRequest?.Key);
  return items.map(keyOf).filter((key): key is WrittenKey => key !== null);
}

let cached: { key: string; client: DynamoDBDocumentClient } | undefined;

/** The name the SDK gives its logging middleware (@aws-sdk/core `loggerMiddlewareOptions`). */
export const SDK_LOGGER_MIDDLEWARE = 'loggerMiddleware';

/** The document client for the configured region and (locally) endpoint; one per configuration. */
export function documentClient(): DynamoDBDocumentClient {
  const { region, endpoints } = config();
  const key = `${region}|${endpoints.dynamodb ?? ''}`;
  if (cached?.key === key) return cached.client;
  const base = new DynamoDBClient(awsClientOptions(region, endpoints.dynamodb));
  // The SDK's logger middleware builds a filtered copy of every command's input and output for the client's
  // logger, even for its default no-op logger (it calls `logger.info(...)` with them): on a 300 KB read that is
  // a walk of every attribute value per call for nothing. We give the SDK no logger, so it goes (ADR 0028 §7).
  base.middlewareStack.remove(SDK_LOGGER_MIDDLEWARE);
  base.middlewareStack.add(
    (next, context) => async (args) => {
      for (const listener of listeners) listener(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: 'tesseraRoundTripCounter' },
  );
  base.middlewareStack.add(
    (next, context) => async (args) => {
      if (writeListeners.size === 0 || !WRITE_COMMANDS.has(context.commandName ?? '')) return next(args);
      const keys = writtenKeys(args.input as Record<string, unknown>);
      try {
        return await next(args);
      } finally {
        for (const listener of writeListeners) listener(keys);
      }
    },
    { step: 'initialize', name: 'tesseraWriteObserver' },
  );
  const client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  cached = { key, client };
  return client;
}

export function tableName(): string {
  return config().tableName;
}

/** True when DynamoDB refused a single write because its condition failed. */
export function isConditionalFailure(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';
}
