import {
  createTerm,
  getImport,
  getImportTemplate,
  listTerms,
  presignImportUpload,
  startImport,
  type ImportLogView,
  type PresignedUpload,
} from '@tessera/shared';
import type { JobEnvelopeV1 } from '@tessera/events';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { registerLocalQueuePort } from '../../src/adapters/queue-port';
import { handler } from '../../src/jobs/imports/handler';
import { postToStorage } from '../attachments/support';
import { createOrganisation, createUser } from '../support/fixtures';
import { invoke, type Answer } from '../support/invoke';
import { sqsEvent } from '../support/jobs';

export interface ErrorBody {
  code: string;
  message: string;
  fields: Record<string, string>;
}

export type Admin = { userId: string };

/** A fresh organisation (its terms are its own) with two admins and a faculty member. */
export async function freshOrganisation() {
  const { organizationId } = await createOrganisation();
  const admin = await createUser({ memberships: [[organizationId, ['admin']]] });
  const otherAdmin = await createUser({ memberships: [[organizationId, ['admin']]] });
  const faculty = await createUser({ memberships: [[organizationId, ['faculty']]] });
  return {
    organizationId,
    admin: { userId: admin.userId },
    otherAdmin: { userId: otherAdmin.userId },
    faculty: { userId: faculty.userId },
  };
}

/**
 * The imports queue in this process: messages are kept as sent and handed to the consumer by `deliver` (one
 * message, its delivery count chosen) or `drain` (every message until none is left, as SQS would).
 */
export class TestQueue {
  readonly sent: JobEnvelopeV1[] = [];

  register(): void {
    registerLocalQueuePort({
      send: async (_kind, message) => {
        this.sent.push(message);
        return { messageId: ulid() };
      },
    });
  }

  take(predicate: (message: JobEnvelopeV1) => boolean = () => true): JobEnvelopeV1[] {
    const taken = this.sent.filter(predicate);
    for (const message of taken) this.sent.splice(this.sent.indexOf(message), 1);
    return taken;
  }

  async deliver(message: JobEnvelopeV1, receiveCount = 1): Promise<SQSBatchResponse | Error> {
    const event: SQSEvent = sqsEvent('imports', message);
    const [record] = event.Records;
    record!.attributes.ApproximateReceiveCount = String(receiveCount);
    const context = { functionName: 'tessera-test-imports', awsRequestId: ulid() } as Context;
    return handler(event, context).catch((error: Error) => error);
  }

  /** Delivers every message of the job `jobId` (and those they send) until none is left. */
  async drain(jobId: string): Promise<void> {
    for (;;) {
      const next = this.take((message) => message.jobId === jobId);
      if (next.length === 0) return;
      for (const message of next) {
        const answer = await this.deliver(message);
        if (answer instanceof Error) throw answer;
      }
    }
  }
}

export const csv = (rows: readonly (readonly string[])[]) => rows.map((row) => row.join(',')).join('\r\n') + '\r\n';
export const bytesOf = (text: string) => new TextEncoder().encode(text);

/** The browser's flow: presign, POST the file to S3, start: the started log (202) and the key. */
export async function uploadAndStart(
  as: Admin,
  fileName: string,
  bytes: Uint8Array,
  kind = 'terms',
): Promise<{ key: string; started: Answer<ImportLogView & ErrorBody> }> {
  const signed = await invoke<PresignedUpload & ErrorBody>(presignImportUpload, {
    as,
    body: { kind, file_name: fileName, file_size: bytes.byteLength },
  });
  if (signed.status !== 200) throw new Error(`presign refused: ${JSON.stringify(signed.body)}`);
  expect(await postToStorage(signed.body as unknown as PresignedUpload, bytes)).toBeLessThan(300);
  const started = await invoke<ImportLogView & ErrorBody>(startImport, {
    as,
    body: { kind, key: signed.body.key },
  });
  return { key: signed.body.key, started };
}

export async function readLog(as: Admin, id: string, language = 'en') {
  return invoke<ImportLogView & ErrorBody>(getImport, {
    as,
    path: { id },
    headers: { 'accept-language': language },
  });
}

export async function template(as: Admin) {
  return invoke<{ filename: string; content: string }>(getImportTemplate, { as, path: { kind: 'terms' } });
}

export interface TermRow {
  code: string;
  name: string;
  start_date: string;
  end_date: string;
  include_academic_data: boolean;
}

/** The organisation's terms as the terms screen lists them, by code, without ids. */
export async function termsOf(as: Admin): Promise<TermRow[]> {
  const answer = await invoke<{ items: (TermRow & { id: string })[] }>(listTerms, { as });
  expect(answer.status).toBe(200);
  return answer.body.items
    .map(({ code, name, start_date, end_date, include_academic_data }) => ({
      code,
      name,
      start_date,
      end_date,
      include_academic_data,
    }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

export async function createTermAs(as: Admin, term: Record<string, unknown>) {
  const answer = await invoke(createTerm, { as, body: term });
  expect(answer.status).toBe(201);
}

/** `count` valid term rows (codes T0001…), one a month from 2030 so no two overlap oddly. */
export function manyTerms(count: number, prefix = 'T'): string[][] {
  return Array.from({ length: count }, (_, index) => {
    const code = `${prefix}${String(index + 1).padStart(4, '0')}`;
    return [code, `Term ${code}`, '2030-01-01', '2030-06-30', index % 2 === 0 ? 'true' : 'false'];
  });
}

export const HEADER = ['code', 'name', 'start_date', 'end_date', 'include_academic_data'];
