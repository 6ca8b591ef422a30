import type { SQSClient } from '@aws-sdk/client-sqs';
import type { JobContract, JobMessageInput } from '@tessera/events';
import { config } from '../lib/config';
import { localQueuePort } from './queue-port';

/** What a producer names: the envelope's version, job and kind come from the contract. */
export type JobToSend<C extends JobContract> = Omit<JobMessageInput<C>, 'version' | 'job' | 'kind'>;

/**
 * Enqueues one message of job `contract` (docs/architecture.md §7), checked against the contract first so a
 * malformed payload fails where it is made, not in the consumer: to the local cloud's in-process queue when it
 * registered itself (npm start, the integration tests' cloud), else SQS SendMessage to the kind's
 * QUEUE_URL_<KIND>. The SQS client is loaded on first use only, so HTTP Lambdas that rarely enqueue do not pay
 * for it at cold start.
 */
export async function sendJob<C extends JobContract>(contract: C, message: JobToSend<C>): Promise<void> {
  const body = contract.message.parse({
    ...message,
    version: 1,
    job: contract.id,
    kind: contract.kind,
  });
  const local = localQueuePort();
  if (local) {
    await local.send(contract.kind, body);
    return;
  }
  const queueUrl = config().queueUrls[contract.kind];
  if (!queueUrl) throw new Error(`no queue URL for ${contract.kind} jobs (QUEUE_URL_${contract.kind.toUpperCase()})`);
  const sqs = await import('@aws-sdk/client-sqs');
  client ??= new sqs.SQSClient({});
  await client.send(new sqs.SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(body) }));
}

let client: SQSClient | undefined;
