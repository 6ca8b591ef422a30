/**
 * What the functions ask of DynamoDB, counted through the SDK in the bench's own cloud process (bench only:
 * nothing of the product changes). A middleware on the functions' one document client (functions/src/db/client.ts)
 * asks DynamoDB Local for ReturnConsumedCapacity (it reports it as DynamoDB does: 4 KB a read unit, halved
 * for eventually consistent reads; 1 KB a write unit, doubled in transactions) and adds up, per command:
 * the calls, the request's JSON body (what was sent: for writes, the items written), the response's JSON
 * (what came back: for reads, the items or the projected attributes read) and the read and write units.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const WRITES = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
]);
/** Commands that accept ReturnConsumedCapacity. */
const METERED = new Set([
  ...WRITES,
  'GetItemCommand',
  'QueryCommand',
  'ScanCommand',
  'BatchGetItemCommand',
  'TransactGetItemsCommand',
]);

export interface MeterTotals {
  calls: number;
  byCommand: Record<string, number>;
  /** JSON request bodies, bytes: of write commands (the items written) and of reads. */
  writeRequestBytes: number;
  readRequestBytes: number;
  /** JSON responses, bytes: of reads (items and projections returned) and of writes. */
  readResponseBytes: number;
  writeResponseBytes: number;
  readUnits: number;
  writeUnits: number;
  /** The commands sent while recording (`recordCommands`), in the order they were sent; else empty. */
  recorded: RecordedCommand[];
}

/**
 * One command as the functions sent it: its name, its input as the document client took it (before marshalling
 * and before the meter's ReturnConsumedCapacity) and its wave: how many recorded commands had finished when it
 * was sent. Commands of one wave were in flight together (a `Promise.all`), so a replay sends each wave's in
 * parallel and the waves one after another: the route's round trips, not only its commands.
 */
export interface RecordedCommand {
  command: string;
  input: Record<string, unknown>;
  wave: number;
}

const empty = (): MeterTotals => ({
  calls: 0,
  byCommand: {},
  writeRequestBytes: 0,
  readRequestBytes: 0,
  readResponseBytes: 0,
  writeResponseBytes: 0,
  readUnits: 0,
  writeUnits: 0,
  recorded: [],
});

let totals = empty();
/** Off while the routes bench times requests: the meter's own work (a JSON copy of every answer) is not theirs. */
let counting = true;

/** The totals since the last reset, and a fresh start (counting again if it was off). */
export function takeMeter(): MeterTotals {
  const taken = totals;
  totals = empty();
  counting = true;
  recording = false;
  return taken;
}

let recording = false;
let finished = 0;

/** Records the commands sent from now until the next `takeMeter` (with their inputs), besides counting them. */
export function recordCommands(): void {
  recording = true;
  finished = 0;
}

/** Stops counting until the next `takeMeter`. */
export function pauseMeter(): void {
  counting = false;
}

type Capacity = { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number };
const units = (consumed: Capacity | Capacity[] | undefined): number =>
  (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce(
    (sum, entry) => sum + (entry.CapacityUnits ?? (entry.ReadCapacityUnits ?? 0) + (entry.WriteCapacityUnits ?? 0)),
    0,
  );

/** Installs the meter on `client` (the functions' document client; its middleware stack is its base client's). */
export function installDynamoMeter(client: DynamoDBDocumentClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (!counting) return next(args);
      const command = context.commandName ?? 'unknown';
      const input = args.input as Record<string, unknown>;
      const record = recording;
      if (record) totals.recorded.push({ command, input: structuredClone(input), wave: finished });
      if (METERED.has(command) && input.ReturnConsumedCapacity === undefined) input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args).finally(() => {
        if (record) finished += 1;
      });
      const write = WRITES.has(command);
      const { $metadata: _metadata, ConsumedCapacity, ...output } = result.output as Record<string, unknown>;
      totals.calls += 1;
      totals.byCommand[command] = (totals.byCommand[command] ?? 0) + 1;
      const responseBytes = Buffer.byteLength(JSON.stringify(output));
      if (write) totals.writeResponseBytes += responseBytes;
      else totals.readResponseBytes += responseBytes;
      if (write) totals.writeUnits += units(ConsumedCapacity as Capacity | Capacity[] | undefined);
      else totals.readUnits += units(ConsumedCapacity as Capacity | Capacity[] | undefined);
      return result;
    },
    { step: 'initialize', name: 'benchDynamoMeter', priority: 'high' },
  );
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (!counting) return next(args);
      const body = (args.request as { body?: unknown }).body;
      const bytes =
        typeof body === 'string' ? Buffer.byteLength(body) : body instanceof Uint8Array ? body.byteLength : 0;
      if (WRITES.has(context.commandName ?? '')) totals.writeRequestBytes += bytes;
      else totals.readRequestBytes += bytes;
      return next(args);
    },
    { step: 'finalizeRequest', name: 'benchDynamoRequestBytes' },
  );
}
