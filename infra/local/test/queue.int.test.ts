import { jest } from '@jest/globals';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { JobEnvelopeV1 } from '@tessera/events';
import { LocalJobQueues, LocalQueue, QueueConsumer, type SqsHandler } from '../src/queue';

/** A hand-moved clock: the queue's timing rules are checked without waiting. */
function manualClock(start = 1_700_000_000_000) {
  let now = start;
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
}

const message = (jobId: string, kind: JobEnvelopeV1['kind'] = 'imports'): JobEnvelopeV1 => ({
  version: 1,
  job: `${kind}.probe`,
  kind,
  organizationId: 'org_demo',
  jobId,
  chunk: 0,
  payload: {},
});

describe('local SQS queue (docs/architecture.md §6, §7)', () => {
  it('hides a received message for the visibility timeout and hands it out again afterwards', () => {
    const clock = manualClock();
    const queue = new LocalQueue('q', { region: 'us-east-1', clock: clock.now, visibilityTimeoutSeconds: 30 });
    const { messageId } = queue.send('hello');

    const [first] = queue.receive();
    expect(first).toMatchObject({
      messageId,
      body: 'hello',
      eventSource: 'aws:sqs',
      attributes: { ApproximateReceiveCount: '1' },
    });
    expect(queue.receive()).toEqual([]);
    clock.advance(29);
    expect(queue.receive()).toEqual([]);
    clock.advance(1);
    const [second] = queue.receive();
    expect(second).toMatchObject({ messageId, attributes: { ApproximateReceiveCount: '2' } });
    expect(second?.receiptHandle).not.toBe(first?.receiptHandle);
  });

  it('deletes only with the current receipt handle', () => {
    const clock = manualClock();
    const queue = new LocalQueue('q', { region: 'us-east-1', clock: clock.now, visibilityTimeoutSeconds: 10 });
    queue.send('x');
    const [first] = queue.receive();
    clock.advance(10);
    const [second] = queue.receive();
    expect(queue.delete(first!.receiptHandle)).toBe(false);
    expect(queue.delete(second!.receiptHandle)).toBe(true);
    clock.advance(60);
    expect(queue.receive()).toEqual([]);
  });

  it('keeps a delayed message invisible until its delay has passed', () => {
    const clock = manualClock();
    const queue = new LocalQueue('q', { region: 'us-east-1', clock: clock.now });
    queue.send('later', { delaySeconds: 5 });
    expect(queue.counts()).toEqual({ visible: 0, inFlight: 0, delayed: 1 });
    clock.advance(5);
    expect(queue.receive()).toHaveLength(1);
  });

  it('moves a message to the dead-letter queue once it was received maxReceiveCount times', () => {
    const clock = manualClock();
    const dlq = new LocalQueue('q-dlq', { region: 'us-east-1', clock: clock.now });
    const queue = new LocalQueue('q', {
      region: 'us-east-1',
      clock: clock.now,
      visibilityTimeoutSeconds: 30,
      maxReceiveCount: 3,
      deadLetterQueue: dlq,
    });
    queue.send('poison');
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(queue.receive()).toHaveLength(1);
      clock.advance(30);
    }
    expect(queue.receive()).toEqual([]);
    expect(dlq.bodies()).toEqual(['poison']);
    const [dead] = dlq.receive();
    expect(dead?.attributes.DeadLetterQueueSourceArn).toBe(queue.arn);
  });
});

describe('local event source mapping', () => {
  const setup = (handler: SqsHandler, maxReceiveCount = 3) => {
    const clock = manualClock();
    const dlq = new LocalQueue('jobs-dlq', { region: 'us-east-1', clock: clock.now });
    const queue = new LocalQueue('jobs', {
      region: 'us-east-1',
      clock: clock.now,
      visibilityTimeoutSeconds: 60,
      maxReceiveCount,
      deadLetterQueue: dlq,
    });
    const consumer = new QueueConsumer(queue, async () => handler, { functionName: 'jobs', region: 'us-east-1' });
    return { clock, dlq, queue, consumer };
  };

  it('delivers an SQS-shaped batch and deletes the messages the consumer processed', async () => {
    const events: SQSEvent[] = [];
    const { queue, consumer, clock } = setup(async (event) => {
      events.push(event);
    });
    queue.send('a');
    queue.send('b');
    expect(await consumer.poll()).toEqual({ received: 2, succeeded: 2, failed: 0 });
    expect(events[0]?.Records.map((r) => r.body)).toEqual(['a', 'b']);
    expect(events[0]?.Records[0]).toMatchObject({
      eventSource: 'aws:sqs',
      eventSourceARN: queue.arn,
      awsRegion: 'us-east-1',
    });
    clock.advance(3600);
    expect(queue.counts()).toEqual({ visible: 0, inFlight: 0, delayed: 0 });
  });

  it('retries only the items reported in batchItemFailures, after the visibility timeout', async () => {
    const seen: string[] = [];
    const { queue, consumer, clock } = setup(async (event): Promise<SQSBatchResponse> => {
      seen.push(...event.Records.map((r) => r.body));
      return {
        batchItemFailures: event.Records.filter((r) => r.body === 'bad').map((r) => ({ itemIdentifier: r.messageId })),
      };
    });
    queue.send('good');
    queue.send('bad');
    expect(await consumer.poll()).toEqual({ received: 2, succeeded: 1, failed: 1 });
    expect(await consumer.poll()).toEqual({ received: 0, succeeded: 0, failed: 0 });
    clock.advance(60);
    expect(await consumer.poll()).toEqual({ received: 1, succeeded: 0, failed: 1 });
    expect(seen).toEqual(['good', 'bad', 'bad']);
  });

  it('retries the whole batch when the consumer throws, then dead-letters it after maxReceiveCount receives', async () => {
    const handler = jest.fn<SqsHandler>(async () => {
      throw new Error('consumer crashed');
    });
    const { queue, consumer, clock, dlq } = setup(handler, 2);
    queue.send('poison');
    await consumer.poll();
    clock.advance(60);
    await consumer.poll();
    clock.advance(60);
    expect(await consumer.poll()).toEqual({ received: 0, succeeded: 0, failed: 0 });
    expect(handler).toHaveBeenCalledTimes(2);
    expect(dlq.bodies()).toEqual(['poison']);
  });

  it('treats a failure naming an item outside the batch as a failure of the whole batch (Lambda rule)', async () => {
    const { queue, consumer } = setup(async () => ({ batchItemFailures: [{ itemIdentifier: 'not-in-batch' }] }));
    queue.send('a');
    expect(await consumer.poll()).toEqual({ received: 1, succeeded: 0, failed: 1 });
  });
});

describe('queue port adapter (one queue and DLQ per job kind)', () => {
  it('sends a v1 envelope to its kind’s queue and delivers it to that kind’s consumer', async () => {
    const delivered: Record<string, unknown[]> = {};
    const queues = new LocalJobQueues({
      region: 'us-east-1',
      loadHandler: async (kind) => async (event: SQSEvent) => {
        delivered[kind] = [...(delivered[kind] ?? []), ...event.Records.map((r) => JSON.parse(r.body))];
      },
    });
    await queues.send('extracts', message('job_1', 'extracts'));
    const results = await queues.pollAll();
    expect(results.extracts).toEqual({ received: 1, succeeded: 1, failed: 0 });
    expect(delivered).toEqual({ extracts: [message('job_1', 'extracts')] });
  });

  it('refuses a message whose kind is not the queue’s, or that is not a v1 envelope', async () => {
    const queues = new LocalJobQueues({ region: 'us-east-1', loadHandler: async () => async () => undefined });
    await expect(queues.send('imports', message('job_1', 'extracts'))).rejects.toThrow(/extracts job message/);
    await expect(queues.send('imports', { version: 2 } as unknown as JobEnvelopeV1)).rejects.toThrow();
  });

  it('counts a consumer that cannot be loaded as a failed delivery (the message is retried, then dead-lettered)', async () => {
    const clock = manualClock();
    const errors: unknown[] = [];
    const queues = new LocalJobQueues({
      region: 'us-east-1',
      clock: clock.now,
      maxReceiveCount: 1,
      visibilityTimeoutSeconds: 30,
      loadHandler: async () => {
        throw new Error('no handler');
      },
      onError: (_kind, error) => errors.push(error),
    });
    await queues.send('similarity', message('job_2', 'similarity'));
    expect((await queues.pollAll()).similarity).toEqual({ received: 1, succeeded: 0, failed: 1 });
    clock.advance(30);
    await queues.pollAll();
    expect(queues.queues.similarity.deadLetterQueue.bodies()).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });
});
