import { createExtract, getExtract, listExtracts, parseCsv, type ExtractLogView } from '@tessera/shared';
import type { JobEnvelopeV1 } from '@tessera/events';
import type { Context, SQSBatchResponse } from 'aws-lambda';
import { ulid } from 'ulid';
import { registerLocalQueuePort } from '../../src/adapters/queue-port';
import { handler } from '../../src/jobs/extracts/handler';
import { invoke } from '../support/invoke';
import { sqsEvent } from '../support/jobs';

export interface ErrorBody {
  code: string;
  message: string;
  fields: Record<string, string>;
}

export type Caller = { userId: string };

/**
 * The extracts queue in this process: messages are kept as sent and handed to the consumer by `deliver` (one
 * message, its delivery count chosen) or `drain` (every message of an extract), as SQS would.
 */
export class ExtractQueue {
  readonly sent: JobEnvelopeV1[] = [];

  register(): void {
    registerLocalQueuePort({
      send: async (_kind, message) => {
        this.sent.push(message);
        return { messageId: ulid() };
      },
    });
  }

  take(jobId: string): JobEnvelopeV1[] {
    const taken = this.sent.filter((message) => message.jobId === jobId);
    for (const message of taken) this.sent.splice(this.sent.indexOf(message), 1);
    return taken;
  }

  async deliver(message: JobEnvelopeV1, receiveCount = 1): Promise<SQSBatchResponse | Error> {
    const event = sqsEvent('extracts', message);
    event.Records[0]!.attributes.ApproximateReceiveCount = String(receiveCount);
    const context = { functionName: 'tessera-test-extracts', awsRequestId: ulid() } as Context;
    return handler(event, context).catch((error: Error) => error);
  }

  async drain(jobId: string): Promise<void> {
    for (const message of this.take(jobId)) {
      const answer = await this.deliver(message);
      if (answer instanceof Error) throw answer;
    }
  }
}

export async function create(as: Caller, body: Record<string, unknown>, language = 'en') {
  return invoke<ExtractLogView & ErrorBody>(createExtract, { as, body, headers: { 'accept-language': language } });
}

export async function readExtract(as: Caller, id: string, language = 'en') {
  return invoke<ExtractLogView & ErrorBody>(getExtract, { as, path: { id }, headers: { 'accept-language': language } });
}

export async function listOf(as: Caller, type: string) {
  return invoke<{ items: ExtractLogView[] } & ErrorBody>(listExtracts, { as, query: { type } });
}

/** The file a finished log links to, fetched as a browser follows the link: its headers and records. */
export async function download(log: ExtractLogView) {
  if (!log.public_url) throw new Error(`the extract ${log.id} has no link (${log.status})`);
  const answer = await fetch(log.public_url);
  const bytes = new Uint8Array(await answer.arrayBuffer());
  const parsed = parseCsv(bytes);
  if (!parsed.ok) throw new Error(`the extract is not CSV: ${JSON.stringify(parsed.problem)}`);
  const [header, ...rows] = parsed.records;
  return {
    status: answer.status,
    disposition: answer.headers.get('content-disposition'),
    contentType: answer.headers.get('content-type'),
    text: new TextDecoder().decode(bytes),
    header: header ?? [],
    rows,
    /** The rows as objects by column name. */
    objects: rows.map((row) => Object.fromEntries((header ?? []).map((name, index) => [name, row[index] ?? '']))),
  };
}

/** Creates an extract as `as`, runs its job, and answers its finished log and file. */
export async function extracted(queue: ExtractQueue, as: Caller, body: Record<string, unknown>) {
  const created = await create(as, body);
  if (created.status !== 202) throw new Error(`extract refused: ${created.status} ${JSON.stringify(created.body)}`);
  await queue.drain(created.body.id);
  const log = await readExtract(as, created.body.id);
  expect(log.body.status).toBe('finished');
  return { log: log.body, file: await download(log.body) };
}
