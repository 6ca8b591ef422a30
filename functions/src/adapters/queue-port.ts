import type { JobContract, JobKind, JobMessage } from '@tessera/events';

/**
 * The queue port (docs/architecture.md §6, §7): how use cases enqueue job messages, one queue (and DLQ) per job
 * kind. In AWS an SQS adapter implements it (SendMessage to QUEUE_URL_<KIND>); locally the in-process adapter
 * of infra/local (visibility timeout, retries, DLQ after maxReceiveCount) implements it and delivers
 * SQS-shaped events to the same consumers in functions/src/jobs/<kind>/handler.ts.
 */
export interface QueuePort {
  /** Enqueues one message (a job's v1 envelope, checked by its contract; serialised as the SQS message body). */
  send(kind: JobKind, message: JobMessage<JobContract>, options?: SendOptions): Promise<SentMessage>;
}

export interface SendOptions {
  /** SQS DelaySeconds: the message stays invisible this long (0–900). */
  delaySeconds?: number;
}

export interface SentMessage {
  messageId: string;
}

const LOCAL_PORT_KEY = Symbol.for('tessera.local-queue-port');

/**
 * The local cloud runs the handlers in its own process and registers its in-process queue here before it
 * imports them; an adapter factory in functions prefers it when present (nothing is registered in AWS).
 */
export function registerLocalQueuePort(port: QueuePort | undefined): void {
  (globalThis as Record<symbol, unknown>)[LOCAL_PORT_KEY] = port;
}

export function localQueuePort(): QueuePort | undefined {
  return (globalThis as Record<symbol, unknown>)[LOCAL_PORT_KEY] as QueuePort | undefined;
}
