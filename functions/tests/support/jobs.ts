import type { JobEnvelopeV1, JobKind } from '@tessera/events';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { registerLocalQueuePort } from '../../src/adapters/queue-port';

type Consumer = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

/** The SQS event a queue's event source mapping hands a consumer for one message. */
export function sqsEvent(kind: JobKind, message: JobEnvelopeV1): SQSEvent {
  const now = String(Date.now());
  return {
    Records: [
      {
        messageId: ulid(),
        receiptHandle: ulid(),
        body: JSON.stringify(message),
        attributes: {
          ApproximateReceiveCount: '1',
          SentTimestamp: now,
          SenderId: 'integration',
          ApproximateFirstReceiveTimestamp: now,
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: `arn:aws:sqs:us-east-1:000000000000:${kind}`,
        awsRegion: 'us-east-1',
      },
    ],
  };
}

export interface Deliveries {
  /** Resolves once every message sent so far has been handled, with each consumer's answer. */
  settled(): Promise<SQSBatchResponse[]>;
  /** Unregisters the port. */
  stop(): void;
}

/**
 * A queue port for in-process tests that hands each message to its kind's consumer as soon as it is sent, as
 * the local cloud's queue does right after a send. The test awaits `settled()` (the consumers' own promises)
 * instead of polling the table until the job's effect shows.
 */
export function deliverJobsTo(consumers: Partial<Record<JobKind, Consumer>>): Deliveries {
  const pending: Promise<SQSBatchResponse>[] = [];
  registerLocalQueuePort({
    send: async (kind, message) => {
      const consumer = consumers[kind];
      if (!consumer) throw new Error(`no consumer for ${kind} jobs in this test`);
      const context = { functionName: `tessera-test-${kind}`, awsRequestId: ulid() } as Context;
      // Right after the send, as the local cloud's queue polls (setImmediate), not inside the request's own step.
      pending.push(
        new Promise((resolve) => setImmediate(resolve)).then(() => consumer(sqsEvent(kind, message), context)),
      );
      return { messageId: ulid() };
    },
  });
  return {
    settled: () => Promise.all(pending),
    stop: () => registerLocalQueuePort(undefined),
  };
}
