import { createHash, randomUUID } from 'node:crypto';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import {
  DEAD_LETTER_CONSUMERS,
  JOB_KINDS,
  JOB_MAX_RECEIVE_COUNT,
  jobEnvelopeV1,
  type JobContract,
  type JobEnvelopeV1,
  type JobKind,
  type JobMessage,
} from '@tessera/events';
import type { QueuePort, SendOptions, SentMessage } from '@tessera/functions/adapters/queue-port';
import { lambdaContext } from './lambda-context';

/** Milliseconds since the epoch; injected so tests move time by hand instead of waiting. */
export type Clock = () => number;

export type SqsHandler = (
  event: SQSEvent,
  context: Context,
) => Promise<SQSBatchResponse | void> | SQSBatchResponse | void;

interface StoredMessage {
  messageId: string;
  body: string;
  md5OfBody: string;
  sentAt: number;
  firstReceivedAt: number | null;
  receiveCount: number;
  visibleAt: number;
  receiptHandle: string | null;
  deadLetterSourceArn?: string;
}

export interface LocalQueueOptions {
  region: string;
  /** Seconds a received message stays hidden before it can be received again (SQS VisibilityTimeout). */
  visibilityTimeoutSeconds?: number;
  /** After this many receives the next receive moves the message to `deadLetterQueue` (SQS redrive policy). */
  maxReceiveCount?: number;
  deadLetterQueue?: LocalQueue;
  clock?: Clock;
}

/**
 * One SQS-shaped queue held in memory: messages become visible after their delay, a receive hides them for
 * the visibility timeout and hands out a fresh receipt handle, a delete with the current handle removes
 * them, and a message received more than `maxReceiveCount` times goes to the dead-letter queue instead.
 */
export class LocalQueue {
  readonly arn: string;
  private readonly messages = new Map<string, StoredMessage>();
  private readonly clock: Clock;
  readonly visibilityTimeoutSeconds: number;
  readonly maxReceiveCount: number;
  readonly deadLetterQueue: LocalQueue | undefined;

  constructor(
    readonly name: string,
    private readonly options: LocalQueueOptions,
  ) {
    this.arn = `arn:aws:sqs:${options.region}:000000000000:${name}`;
    this.clock = options.clock ?? Date.now;
    this.visibilityTimeoutSeconds = options.visibilityTimeoutSeconds ?? 30;
    this.maxReceiveCount = options.maxReceiveCount ?? 3;
    this.deadLetterQueue = options.deadLetterQueue;
  }

  send(body: string, options: SendOptions & { deadLetterSourceArn?: string } = {}): SentMessage {
    const now = this.clock();
    const messageId = randomUUID();
    this.messages.set(messageId, {
      messageId,
      body,
      md5OfBody: createHash('md5').update(body).digest('hex'),
      sentAt: now,
      firstReceivedAt: null,
      receiveCount: 0,
      visibleAt: now + (options.delaySeconds ?? 0) * 1000,
      receiptHandle: null,
      deadLetterSourceArn: options.deadLetterSourceArn,
    });
    return { messageId };
  }

  /** Receives up to `max` visible messages (oldest first) as SQS event records. */
  receive(max = 10): SQSRecord[] {
    const now = this.clock();
    const records: SQSRecord[] = [];
    const visible = [...this.messages.values()].filter((m) => m.visibleAt <= now).sort((a, b) => a.sentAt - b.sentAt);
    for (const message of visible) {
      if (records.length >= max) break;
      if (this.deadLetterQueue && message.receiveCount >= this.maxReceiveCount) {
        this.messages.delete(message.messageId);
        this.deadLetterQueue.send(message.body, { deadLetterSourceArn: this.arn });
        continue;
      }
      message.receiveCount += 1;
      message.firstReceivedAt ??= now;
      message.visibleAt = now + this.visibilityTimeoutSeconds * 1000;
      message.receiptHandle = randomUUID();
      records.push({
        messageId: message.messageId,
        receiptHandle: message.receiptHandle,
        body: message.body,
        attributes: {
          ApproximateReceiveCount: String(message.receiveCount),
          SentTimestamp: String(message.sentAt),
          SenderId: 'LOCAL',
          ApproximateFirstReceiveTimestamp: String(message.firstReceivedAt),
          ...(message.deadLetterSourceArn ? { DeadLetterQueueSourceArn: message.deadLetterSourceArn } : {}),
        },
        messageAttributes: {},
        md5OfBody: message.md5OfBody,
        eventSource: 'aws:sqs',
        eventSourceARN: this.arn,
        awsRegion: this.options.region,
      });
    }
    return records;
  }

  /** Deletes a received message; a stale receipt handle (the message was received again since) is ignored. */
  delete(receiptHandle: string): boolean {
    for (const message of this.messages.values()) {
      if (message.receiptHandle === receiptHandle) {
        this.messages.delete(message.messageId);
        return true;
      }
    }
    return false;
  }

  /** Counts like SQS's ApproximateNumberOfMessages / …NotVisible / …Delayed. */
  counts(): { visible: number; inFlight: number; delayed: number } {
    const now = this.clock();
    let visible = 0;
    let inFlight = 0;
    let delayed = 0;
    for (const m of this.messages.values()) {
      if (m.visibleAt <= now) visible += 1;
      else if (m.receiptHandle) inFlight += 1;
      else delayed += 1;
    }
    return { visible, inFlight, delayed };
  }

  /** The bodies currently held (for inspecting a dead-letter queue). */
  bodies(): string[] {
    return [...this.messages.values()].sort((a, b) => a.sentAt - b.sentAt).map((m) => m.body);
  }

  /** The next time a hidden or delayed message becomes visible, or null. */
  nextVisibleAt(): number | null {
    const now = this.clock();
    let next: number | null = null;
    for (const m of this.messages.values()) {
      if (m.visibleAt > now && (next === null || m.visibleAt < next)) next = m.visibleAt;
    }
    return next;
  }
}

export interface PollResult {
  received: number;
  succeeded: number;
  failed: number;
}

/**
 * The event source mapping: receives a batch, invokes the consumer with an SQS event and deletes what
 * succeeded. With ReportBatchItemFailures (our consumers use BatchProcessor) only the listed items stay; a
 * thrown error, or a failure naming an item that was not in the batch, leaves the whole batch to retry.
 */
export class QueueConsumer {
  private busy: Promise<PollResult> | null = null;

  constructor(
    readonly queue: LocalQueue,
    private readonly loadHandler: () => Promise<SqsHandler>,
    private readonly options: {
      functionName: string;
      region: string;
      batchSize?: number;
      onError?: (error: unknown) => void;
    },
  ) {}

  /** One receive-invoke-delete cycle (callers never overlap: a second call waits for the first). */
  poll(): Promise<PollResult> {
    if (this.busy) return this.busy;
    this.busy = this.pollOnce().finally(() => {
      this.busy = null;
    });
    return this.busy;
  }

  private async pollOnce(): Promise<PollResult> {
    const records = this.queue.receive(this.options.batchSize ?? 10);
    if (records.length === 0) return { received: 0, succeeded: 0, failed: 0 };
    let failedIds: Set<string>;
    try {
      const handler = await this.loadHandler();
      const response = await handler(
        { Records: records },
        lambdaContext(this.options.functionName, this.options.region),
      );
      const failures = response?.batchItemFailures ?? [];
      failedIds = new Set(failures.map((f) => f.itemIdentifier));
      const known = new Set(records.map((r) => r.messageId));
      if ([...failedIds].some((id) => !known.has(id))) failedIds = known;
    } catch (error) {
      this.options.onError?.(error);
      failedIds = new Set(records.map((r) => r.messageId));
    }
    for (const record of records) {
      if (!failedIds.has(record.messageId)) this.queue.delete(record.receiptHandle);
    }
    return { received: records.length, succeeded: records.length - failedIds.size, failed: failedIds.size };
  }
}

/**
 * The job queues' settings in AWS (infra/lib/stacks/jobs-stack.ts: visibility = 6 × the 5-minute consumer
 * timeout, maxReceiveCount 5, batches of 10), used locally unless a test chooses others.
 */
export const JOB_QUEUE_DEFAULTS = {
  visibilityTimeoutSeconds: 6 * 5 * 60,
  maxReceiveCount: JOB_MAX_RECEIVE_COUNT,
  batchSize: 10,
} as const;

export interface LocalJobQueuesOptions {
  region: string;
  /** Loads the consumer of a kind (functions/src/jobs/<kind>/handler.ts in the local cloud). */
  loadHandler: (kind: JobKind) => Promise<SqsHandler>;
  /**
   * Loads the consumer of a kind's DLQ (functions/src/jobs/<kind>/dead-letter-handler.ts), for the kinds of
   * DEAD_LETTER_CONSUMERS, as infra's jobs stack wires it; without it the DLQs only keep what they receive.
   */
  loadDeadLetterHandler?: (kind: JobKind) => Promise<SqsHandler>;
  clock?: Clock;
  visibilityTimeoutSeconds?: number;
  maxReceiveCount?: number;
  batchSize?: number;
  onError?: (kind: JobKind, error: unknown) => void;
}

/** One delivery cycle of a kind: its queue's, and its DLQ consumer's when it has one. */
export type KindPollResult = PollResult & { deadLetters?: PollResult };

/**
 * The queue port's local adapter: one queue and DLQ per job kind, in process (a kind of DEAD_LETTER_CONSUMERS
 * has a consumer on its DLQ too, when `loadDeadLetterHandler` is given). `pollAll()` runs one delivery cycle by
 * hand (tests, with an injected clock); `start()` polls on a timer and right after each send.
 */
export class LocalJobQueues implements QueuePort {
  readonly queues: Record<
    JobKind,
    { queue: LocalQueue; deadLetterQueue: LocalQueue; consumer: QueueConsumer; deadLetterConsumer?: QueueConsumer }
  >;
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;

  constructor(private readonly options: LocalJobQueuesOptions) {
    const entries = JOB_KINDS.map((kind) => {
      const deadLetterQueue = new LocalQueue(`tessera-local-${kind}-dlq`, {
        region: options.region,
        clock: options.clock,
      });
      const queue = new LocalQueue(`tessera-local-${kind}`, {
        region: options.region,
        clock: options.clock,
        visibilityTimeoutSeconds: options.visibilityTimeoutSeconds ?? JOB_QUEUE_DEFAULTS.visibilityTimeoutSeconds,
        maxReceiveCount: options.maxReceiveCount ?? JOB_QUEUE_DEFAULTS.maxReceiveCount,
        deadLetterQueue,
      });
      const consumer = new QueueConsumer(queue, () => options.loadHandler(kind), {
        functionName: `tessera-local-jobs-${kind}`,
        region: options.region,
        batchSize: options.batchSize ?? JOB_QUEUE_DEFAULTS.batchSize,
        onError: (error) => options.onError?.(kind, error),
      });
      const loadDeadLetterHandler = options.loadDeadLetterHandler;
      const deadLetterConsumer =
        loadDeadLetterHandler && (DEAD_LETTER_CONSUMERS as readonly JobKind[]).includes(kind)
          ? new QueueConsumer(deadLetterQueue, () => loadDeadLetterHandler(kind), {
              functionName: `tessera-local-jobs-${kind}-dlq`,
              region: options.region,
              batchSize: options.batchSize ?? JOB_QUEUE_DEFAULTS.batchSize,
              onError: (error) => options.onError?.(kind, error),
            })
          : undefined;
      return [
        kind,
        { queue, deadLetterQueue, consumer, ...(deadLetterConsumer ? { deadLetterConsumer } : {}) },
      ] as const;
    });
    this.queues = Object.fromEntries(entries) as LocalJobQueues['queues'];
  }

  /** The QUEUE_URL_<KIND> values handed to the functions (they reach this adapter through the port). */
  urls(): Record<JobKind, string> {
    return Object.fromEntries(JOB_KINDS.map((kind) => [kind, `local://sqs/${this.queues[kind].queue.name}`])) as Record<
      JobKind,
      string
    >;
  }

  async send(kind: JobKind, message: JobMessage<JobContract>, options?: SendOptions): Promise<SentMessage> {
    const body: JobEnvelopeV1 = jobEnvelopeV1.parse(message);
    if (body.kind !== kind) throw new Error(`a ${body.kind} job message cannot go to the ${kind} queue`);
    const sent = this.queues[kind].queue.send(JSON.stringify(body), options);
    if (!this.stopped) setImmediate(() => void this.pollAll());
    return sent;
  }

  /** One delivery cycle on every queue, then on the DLQs that have a consumer (what this cycle moved there too). */
  async pollAll(): Promise<Record<JobKind, KindPollResult>> {
    const results = await Promise.all(
      JOB_KINDS.map(async (kind): Promise<readonly [JobKind, KindPollResult]> => {
        const { consumer, deadLetterConsumer } = this.queues[kind];
        const result = await consumer.poll();
        return [kind, deadLetterConsumer ? { ...result, deadLetters: await deadLetterConsumer.poll() } : result];
      }),
    );
    return Object.fromEntries(results) as Record<JobKind, KindPollResult>;
  }

  /** Polls every `intervalMs` (and right after a send) until `stop()`. */
  start(intervalMs = 500): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.pollAll(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
