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
