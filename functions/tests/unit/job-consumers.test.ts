import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { handler as extracts } from '../../src/jobs/extracts/handler';
import { handler as imports } from '../../src/jobs/imports/handler';
import { handler as similarity } from '../../src/jobs/similarity/handler';
import { lambdaContext } from '../support/events';

function record(messageId: string, body: unknown): SQSRecord {
  return {
    messageId,
    receiptHandle: `rh-${messageId}`,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: '0',
      SenderId: 'local',
      ApproximateFirstReceiveTimestamp: '0',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:jobs',
    awsRegion: 'us-east-1',
  };
}

const envelope = (kind: string) => ({
  version: 1,
  job: `${kind}.probe`,
  kind,
  organizationId: 'org_demo',
  jobId: 'job-1',
  chunk: 0,
  payload: {},
});

describe.each([['similarity', similarity]] as const)(
  '%s consumer (docs/architecture.md §7: partial batch failures)',
  (kind, handler) => {
    it('acknowledges valid v1 envelopes of its kind', async () => {
      const event: SQSEvent = {
        Records: [record('m1', envelope(kind)), record('m2', { ...envelope(kind), chunk: 3 })],
      };
      await expect(handler(event, lambdaContext)).resolves.toEqual({ batchItemFailures: [] });
    });

    it('reports only the records that are not v1 envelopes of its kind', async () => {
      const otherKind = 'extracts';
      const event: SQSEvent = {
        Records: [
          record('good', envelope(kind)),
          record('not-json', '{oops'),
          record('wrong-version', { ...envelope(kind), version: 2 }),
          record('wrong-kind', envelope(otherKind)),
          record('no-job', { ...envelope(kind), job: undefined }),
        ],
      };
      const result = await handler(event, lambdaContext);
      expect(result.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual([
        'no-job',
        'not-json',
        'wrong-kind',
        'wrong-version',
      ]);
    });
  },
);

describe('imports consumer (several jobs on one queue, each read through its contract)', () => {
  const split = { ...envelope('imports'), job: 'imports.splitImport', payload: { kind: 'terms' } };
  it('refuses every record that is not one of its jobs, or whose payload its contract does not describe', async () => {
    const event: SQSEvent = {
      Records: [
        record('unknown-job', envelope('imports')),
        record('not-json', '{oops'),
        record('wrong-kind', { ...split, kind: 'extracts' }),
        record('bad-payload', { ...split, payload: { kind: 'nope' } }),
        record('chunk-without-lines', { ...split, job: 'imports.importChunk' }),
      ],
    };
    // Powertools refuses a batch whose every record failed as a whole (SQS retries it).
    await expect(imports(event, lambdaContext)).rejects.toThrow(/All records failed/);
  });
});

describe('extracts consumer (its one job read through its contract)', () => {
  const run = { ...envelope('extracts'), job: 'extracts.runExtract', payload: { type: 'groups' } };
  it('refuses every record that is not its job, or whose payload its contract does not describe', async () => {
    const event: SQSEvent = {
      Records: [
        record('unknown-job', envelope('extracts')),
        record('not-json', '{oops'),
        record('wrong-kind', { ...run, kind: 'imports' }),
        record('kind-not-built', { ...run, payload: { type: 'placement' } }),
      ],
    };
    // Powertools refuses a batch whose every record failed as a whole (SQS retries it).
    await expect(extracts(event, lambdaContext)).rejects.toThrow(/All records failed/);
  });
});
