import { marshall, unmarshall, type marshallOptions } from '@aws-sdk/util-dynamodb';
import {
  callJsonService,
  environmentCredentials,
  type ResponseMetadata,
  type ServiceConfig,
  type Transport,
} from './aws-json-over-fetch';
import type { Credentials } from './s3-signature';

/**
 * The part of `@aws-sdk/client-dynamodb` and `@aws-sdk/lib-dynamodb` that functions/src/db uses, over the
 * DynamoDB JSON protocol (./aws-json-over-fetch): every Lambda's bundle aliases both packages to this module
 * (infra/lib/constructs/bundle-options.ts; ADR 0021 and its amendment), which keeps the jobs within 150 KB and
 * takes about 200 KB out of each HTTP Lambda. Same command names, same input and output shapes (native values in, native values out),
 * the same error names and `$metadata`; functions/tests/db/lean-dynamodb.int.test.ts runs both side by side.
 */
export interface DynamoDBClientConfig {
  region?: string;
  endpoint?: string;
  credentials?: Credentials;
  maxAttempts?: number;
}

interface HandlerContext {
  clientName: string;
  commandName: string;
}
type Handler = (args: { input: unknown }) => Promise<{ output: unknown }>;
type Middleware = (next: Handler, context: HandlerContext) => Handler;

/** Enough of the SDK's middleware stack for db/client.ts's round-trip counter: added middleware wraps each send. */
class MiddlewareStack {
  private readonly entries: { middleware: Middleware; name?: string }[] = [];

  add(middleware: Middleware, options: { step?: string; name?: string } = {}): void {
    if (options.name && this.entries.some((entry) => entry.name === options.name))
      throw new Error(`Duplicate middleware name '${options.name}'`);
    this.entries.push({ middleware, name: options.name });
  }

  remove(name: string): boolean {
    const index = this.entries.findIndex((entry) => entry.name === name);
    if (index >= 0) this.entries.splice(index, 1);
    return index >= 0;
  }

  /** The first added runs outermost, as with the SDK's stack within one step. */
  resolve(handler: Handler, context: HandlerContext): Handler {
    return this.entries.reduceRight((next, entry) => entry.middleware(next, context), handler);
  }
}

/** A low-level command: the operation and its input in the protocol's own shape (AttributeValue maps). */
class ServiceCommand<Input extends object> {
  constructor(
    readonly operation: string,
    readonly input: Input,
  ) {}
}

type Output = Record<string, unknown> & { $metadata: ResponseMetadata };

export class DynamoDBClient {
  readonly config: ServiceConfig;
  readonly middlewareStack = new MiddlewareStack();
  /** Replaceable in unit tests (the network, the clock, the jitter). */
  transport: Transport | undefined;

  constructor(config: DynamoDBClientConfig = {}) {
    this.config = { service: 'dynamodb', targetPrefix: 'DynamoDB_20120810', ...config };
  }

  async send(command: ServiceCommand<object>): Promise<Output> {
    const handler = this.middlewareStack.resolve(
      async ({ input }) => ({
        output: await callJsonService(this.config, command.operation, input, this.transport).catch((error) => {
          throw withBinaryDecoded(error);
        }),
      }),
      { clientName: 'DynamoDBClient', commandName: `${command.operation}Command` },
    );
    return (await handler({ input: command.input })).output as Output;
  }

  /** Nothing to release: fetch's connection pool is the process's. */
  destroy(): void {}
}

// Where native values sit in each operation's input and output (the paths lib-dynamodb converts).
type Attributes = Record<string, unknown>;

// Each call converts a map of attributes to a map of AttributeValues, whatever the options say (lib-dynamodb
// sets convertTopLevelContainer on the options object it is given, which may be shared with this client).
const toWire = (value: unknown, options: marshallOptions) =>
  marshall(value as Record<string, unknown>, { ...options, convertTopLevelContainer: false }) as unknown as Attributes;

/** The JSON protocol carries binary attributes as base64 (./aws-json-over-fetch encodes them on the way out). */
function binaryDecoded(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const attribute = value as Attributes;
  if (typeof attribute.B === 'string') return { B: Buffer.from(attribute.B, 'base64') };
  if (Array.isArray(attribute.BS)) return { BS: attribute.BS.map((item) => Buffer.from(item as string, 'base64')) };
  if (Array.isArray(attribute.L)) return { L: attribute.L.map(binaryDecoded) };
  if (attribute.M) return { M: attributesDecoded(attribute.M) };
  return value;
}
const attributesDecoded = (map: unknown) => mapValues(map as Attributes, binaryDecoded);

/**
 * The items an error carries (a failed condition's `Item`, each cancellation reason's) stay AttributeValue maps,
 * as the SDK leaves them (lib-dynamodb converts answers, not errors), with their binary values decoded like its.
 */
function withBinaryDecoded(error: unknown): unknown {
  const e = error as { Item?: unknown; CancellationReasons?: { Item?: unknown }[] } | null;
  if (e?.Item) e.Item = attributesDecoded(e.Item);
  if (Array.isArray(e?.CancellationReasons))
    e.CancellationReasons = e.CancellationReasons.map((reason) =>
      reason.Item ? { ...reason, Item: attributesDecoded(reason.Item) } : reason,
    );
  return error;
}
const fromWire = (value: unknown) => unmarshall(attributesDecoded(value) as Parameters<typeof unmarshall>[0]);

function marshallFields(input: Attributes, options: marshallOptions): Attributes {
  const out: Attributes = { ...input };
  for (const field of ['Key', 'Item', 'ExpressionAttributeValues', 'ExclusiveStartKey'])
    if (out[field] !== undefined) out[field] = toWire(out[field], options);
  return out;
}

function unmarshallFields(output: Attributes): Attributes {
  const out: Attributes = { ...output };
  for (const field of ['Item', 'Attributes', 'LastEvaluatedKey'])
    if (out[field] !== undefined) out[field] = fromWire(out[field]);
  if (Array.isArray(out.Items)) out.Items = out.Items.map(fromWire);
  return out;
}

const mapValues = <T, U>(record: Record<string, T> | undefined, map: (value: T) => U) =>
  record === undefined
    ? undefined
    : Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

type KeysAndAttributes = Attributes & { Keys?: unknown[] };
type WriteRequest = { PutRequest?: { Item: unknown }; DeleteRequest?: { Key: unknown } };
type TransactWriteItem = Record<string, Attributes>;

const keysToWire = (entry: KeysAndAttributes, options: marshallOptions) => ({
  ...entry,
  ...(entry.Keys ? { Keys: entry.Keys.map((key) => toWire(key, options)) } : {}),
});
const keysFromWire = (entry: KeysAndAttributes) => ({
  ...entry,
  ...(entry.Keys ? { Keys: entry.Keys.map(fromWire) } : {}),
});
const writesConverted = (requests: WriteRequest[], convert: (value: unknown) => unknown) =>
  requests.map((request) =>
    request.PutRequest
      ? { PutRequest: { ...request.PutRequest, Item: convert(request.PutRequest.Item) } }
      : request.DeleteRequest
        ? { DeleteRequest: { ...request.DeleteRequest, Key: convert(request.DeleteRequest.Key) } }
        : request,
  );

interface Conversion {
  toWire: (input: Attributes, options: marshallOptions) => Attributes;
  fromWire: (output: Attributes) => Attributes;
}

const SINGLE: Conversion = { toWire: marshallFields, fromWire: unmarshallFields };

const CONVERSIONS: Record<string, Conversion> = {
  GetItem: SINGLE,
  PutItem: SINGLE,
  UpdateItem: SINGLE,
  DeleteItem: SINGLE,
  Query: SINGLE,
  Scan: SINGLE,
  BatchGetItem: {
    toWire: (input, options) => ({
      ...input,
      RequestItems: mapValues(input.RequestItems as Record<string, KeysAndAttributes>, (entry) =>
        keysToWire(entry, options),
      ),
    }),
    fromWire: (output) => ({
      ...output,
      Responses: mapValues(output.Responses as Record<string, unknown[]> | undefined, (items) => items.map(fromWire)),
      UnprocessedKeys: mapValues(output.UnprocessedKeys as Record<string, KeysAndAttributes> | undefined, keysFromWire),
    }),
  },
  BatchWriteItem: {
    toWire: (input, options) => ({
      ...input,
      RequestItems: mapValues(input.RequestItems as Record<string, WriteRequest[]>, (requests) =>
        writesConverted(requests, (value) => toWire(value, options)),
      ),
    }),
    fromWire: (output) => ({
      ...output,
      UnprocessedItems: mapValues(output.UnprocessedItems as Record<string, WriteRequest[]> | undefined, (requests) =>
        writesConverted(requests, fromWire),
      ),
    }),
  },
  TransactGetItems: {
    toWire: (input, options) => ({
      ...input,
      TransactItems: (input.TransactItems as { Get: Attributes }[]).map(({ Get }) => ({
        Get: marshallFields(Get, options),
      })),
    }),
    fromWire: (output) => ({
      ...output,
      ...(output.Responses
        ? { Responses: (output.Responses as Attributes[]).map((response) => unmarshallFields(response)) }
        : {}),
    }),
  },
  TransactWriteItems: {
    toWire: (input, options) => ({
      ...input,
      TransactItems: (input.TransactItems as TransactWriteItem[]).map((item) =>
        mapValues(item, (action) => marshallFields(action, options)),
      ),
    }),
    fromWire: (output) => output,
  },
};

/** A document command: native values in and out (`new GetCommand({ TableName, Key: { pk, sk } })`). */
class DocumentCommand<Input extends object> {
  constructor(
    readonly operation: string,
    readonly input: Input,
  ) {}
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- inputs as loose as the db layer's use of them
type AnyInput = Record<string, any>;
const documentCommand = (operation: string) =>
  class extends DocumentCommand<AnyInput> {
    constructor(input: AnyInput) {
      super(operation, input);
    }
  };

export const GetCommand = documentCommand('GetItem');
export const PutCommand = documentCommand('PutItem');
export const UpdateCommand = documentCommand('UpdateItem');
export const DeleteCommand = documentCommand('DeleteItem');
export const QueryCommand = documentCommand('Query');
export const ScanCommand = documentCommand('Scan');
export const BatchGetCommand = documentCommand('BatchGetItem');
export const BatchWriteCommand = documentCommand('BatchWriteItem');
export const TransactGetCommand = documentCommand('TransactGetItems');
export const TransactWriteCommand = documentCommand('TransactWriteItems');

export interface TranslateConfig {
  marshallOptions?: marshallOptions;
}

/** lib-dynamodb's document client over the lean DynamoDBClient: converts, sends, converts back. */
export class DynamoDBDocumentClient {
  readonly middlewareStack: MiddlewareStack;
  /**
   * As the SDK's resolved config: the credentials provider the client signs with. The object-storage adapter
   * signs S3 requests with the table client's credentials (ADR 0019).
   */
  readonly config: { credentials: () => Promise<Credentials> };

  private constructor(
    private readonly client: DynamoDBClient,
    private readonly translateConfig: TranslateConfig,
  ) {
    this.middlewareStack = client.middlewareStack;
    this.config = { credentials: async () => client.config.credentials ?? environmentCredentials() };
  }

  static from(client: DynamoDBClient, translateConfig: TranslateConfig = {}): DynamoDBDocumentClient {
    return new DynamoDBDocumentClient(client, translateConfig);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- outputs read as loosely as lib-dynamodb's
  async send(command: DocumentCommand<AnyInput>): Promise<Record<string, any> & { $metadata: ResponseMetadata }> {
    const conversion = CONVERSIONS[command.operation] as Conversion;
    const options = this.translateConfig.marshallOptions ?? {};
    const { $metadata, ...output } = await this.client.send(
      new ServiceCommand(command.operation, conversion.toWire(command.input, options)),
    );
    return { ...conversion.fromWire(output), $metadata };
  }

  destroy(): void {
    this.client.destroy();
  }
}
