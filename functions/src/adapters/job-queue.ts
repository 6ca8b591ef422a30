import type { SQSClient } from '@aws-sdk/client-sqs';
import type { JobMessageV1 } from '@tessera/events';
import { config } from '../lib/config';
import { localQueuePort } from './queue-port';

/**
 * Enqueues one job message (docs/architecture.md §7): to the local cloud's in-process queue when it registered
 * itself (npm start, the integration tests' cloud), else SQS SendMessage to the kind's QUEUE_URL_<KIND>. The
 * SQS client is loaded on first use only, so HTTP Lambdas that rarely enqueue do not pay for it at cold start.
 */
export async function sendJob(message: JobMessageV1): Promise<void> {
  const local = localQueuePort();
  if (local) {
    await local.send(message.kind, message);
    return;
  }
  const queueUrl = config().queueUrls[message.kind];
  if (!queueUrl) throw new Error(`no queue URL for ${message.kind} jobs (QUEUE_URL_${message.kind.toUpperCase()})`);
  const sqs = await import('@aws-sdk/client-sqs');
  client ??= new sqs.SQSClient({});
  await client.send(new sqs.SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
}

let client: SQSClient | undefined;
