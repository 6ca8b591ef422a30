/**
 * One imports consumer "container" for `npm run bench -- imports` (bench/imports.ts): a plain Node process that
 * imports the consumer's bundle as the CDK builds it (BENCH_CONSUMER_BUNDLE: functions/src/jobs/imports/handler.ts
 * through infra's buildLambda) and runs it on the SQS events the bench hands it, one invocation at a time as a
 * Lambda container does, so its peak RSS is the consumer's. Reads one JSON line per invocation on stdin
 * (`{id, messages}`); writes each message the consumer sends (`{sent}`) and each invocation's end
 * (`{done, ms, failures, maxRssKb}`) as JSON lines on stdout. The environment (the local cloud's endpoints)
 * comes from the bench.
 */
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const write = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);

// The queue port's local registration (functions/src/adapters/queue-port.ts): what the consumer sends comes here.
globalThis[Symbol.for('tessera.local-queue-port')] = {
  send: async (_kind, message) => {
    write({ sent: message });
    return { messageId: randomUUID() };
  },
};

const { handler } = await import(pathToFileURL(process.env.BENCH_CONSUMER_BUNDLE).href);

const eventOf = (messages) => ({
  Records: messages.map((message) => ({
    messageId: randomUUID(),
    receiptHandle: randomUUID(),
    body: JSON.stringify(message),
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: String(Date.now()),
      SenderId: 'bench',
      ApproximateFirstReceiveTimestamp: String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:bench-imports',
    awsRegion: 'us-east-1',
  })),
});

write({ ready: true, maxRssKb: process.resourceUsage().maxRSS });
for await (const line of createInterface({ input: process.stdin })) {
  const { id, messages } = JSON.parse(line);
  const started = performance.now();
  let failures = messages.length;
  try {
    const answer = await handler(eventOf(messages), { functionName: 'bench-imports', awsRequestId: randomUUID() });
    failures = answer.batchItemFailures.length;
  } catch (error) {
    process.stderr.write(
      `consumer invocation ${id} failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
  }
  write({ done: id, ms: performance.now() - started, failures, maxRssKb: process.resourceUsage().maxRSS });
}
