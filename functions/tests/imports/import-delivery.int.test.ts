/**
 * What SQS and Lambda do to an import (docs/adr/0029-import-jobs.md): every message delivered twice, a
 * consumer killed after writing a chunk's rows and before recording it, a chunk that fails on every delivery.
 * Each run's log and terms are compared with one clean run of the same file in another organisation.
 */
import { importChunkJob, type JobEnvelopeV1 } from '@tessera/events';
import type { Context } from 'aws-lambda';
import { LocalJobQueues } from '../../../infra/local/src/queue';
import { putObject } from '../../src/adapters/object-storage';
import { registerLocalQueuePort } from '../../src/adapters/queue-port';
import { chunkKey, readChunk } from '../../src/jobs/imports/chunk-store';
import { handler } from '../../src/jobs/imports/handler';
import { IMPORT_KIND_RULES } from '../../src/jobs/imports/kinds';
import {
  HEADER,
  TestQueue,
  bytesOf,
  csv,
  freshOrganisation,
  manyTerms,
  readLog,
  termsOf,
  uploadAndStart,
  type Admin,
} from './support';

const queue = new TestQueue();
beforeAll(() => queue.register());
afterAll(() => registerLocalQueuePort(undefined));

/** 1,050 rows (chunks of 500, 500 and 50) of which two are refused: line 3 (blank name) and line 1,000. */
function fileOfThreeChunks(): string {
  const rows = manyTerms(1050);
  rows[1]![1] = '';
  rows[998]![2] = 'soon';
  return csv([HEADER, ...rows]);
}

/** What a run leaves that a user sees: the log's counts, result and errors, and the organisation's terms. */
async function outcome(admin: Admin, id: string) {
  const log = (await readLog(admin, id)).body;
  return {
    status: log.status,
    import_result: log.import_result,
    details: log.details,
    errors: log.error_codes.map(({ code, row, column }) => ({ code, row, column })),
    progress: log.progress,
    reportRows: log.aggregation_log?.rows ?? null,
    terms: await termsOf(admin),
  };
}

let clean: Awaited<ReturnType<typeof outcome>>;
beforeAll(async () => {
  const org = await freshOrganisation();
  const { started } = await uploadAndStart(org.admin, 'terms.csv', bytesOf(fileOfThreeChunks()));
  await queue.drain(started.body.id);
  clean = await outcome(org.admin, started.body.id);
}, 300_000);

describe('an import as SQS delivers it', () => {
  it('a clean run: three chunks, 1,048 imported, 2 refused', () => {
    expect(clean).toMatchObject({
      status: 'finished',
      import_result: { success_count: 1048, warning_count: 0, failed_count: 2 },
      details: '1048 import successfully, 2 failed',
      errors: [
        { code: 'required', row: 3, column: 'name' },
        { code: 'invalid_date', row: 1000, column: 'start_date' },
      ],
      progress: { rows_read: 1050, rows_done: 1050, rows_total: 1050 },
      reportRows: 2,
    });
    expect(clean.terms).toHaveLength(1048);
  });

  it('every message delivered twice at once, and a chunk a third time after, leaves the same state as one clean run', async () => {
    const org = await freshOrganisation();
    const { started } = await uploadAndStart(org.admin, 'terms.csv', bytesOf(fileOfThreeChunks()));
    const id = started.body.id;
    let delivered = 0;
    for (;;) {
      const next = queue.take((message) => message.jobId === id);
      if (next.length === 0) break;
      for (const message of next) {
        // Twice at once (the visibility timeout passed while the first still ran: neither has recorded the chunk
        // when the other starts), then once more after both: a split resends its chunks, a chunk changes nothing.
        const [first, second] = await Promise.all([queue.deliver(message), queue.deliver(message, 2)]);
        expect([first, second]).toEqual([{ batchItemFailures: [] }, { batchItemFailures: [] }]);
        if (message.job === importChunkJob.id) {
          expect(await queue.deliver(message, 3)).toEqual({ batchItemFailures: [] });
          delivered += 1;
        }
        delivered += 2;
      }
    }
    // The split twice, and each of its two sends of three chunks three times.
    expect(delivered).toBe(2 + 2 * 3 * 3);
    expect(await outcome(org.admin, id)).toEqual(clean);
  }, 300_000);

  it('a consumer killed after writing a chunk’s rows, before recording it: the redelivery leaves the clean run’s state', async () => {
    const org = await freshOrganisation();
    const { started } = await uploadAndStart(org.admin, 'terms.csv', bytesOf(fileOfThreeChunks()));
    const id = started.body.id;
    const [split] = queue.take((message) => message.jobId === id);
    await queue.deliver(split!);
    const chunks = queue.take((message) => message.jobId === id);
    expect(chunks.map((message) => message.chunk)).toEqual([0, 1, 2]);
    // What the killed deliveries did before dying: chunk 0's rows all written, chunk 1's first half.
    const rows0 = (await readChunk(org.organizationId, id, 0))!;
    const rows1 = (await readChunk(org.organizationId, id, 1))!;
    await IMPORT_KIND_RULES.terms.importRows(org.organizationId, rows0);
    await IMPORT_KIND_RULES.terms.importRows(org.organizationId, rows1.slice(0, 250));
    // Nothing was recorded: the log counts none of them.
    expect((await readLog(org.admin, id)).body.import_result.success_count).toBe(0);
    for (const message of chunks) expect(await queue.deliver(message, 2)).toEqual({ batchItemFailures: [] });
    expect(await outcome(org.admin, id)).toEqual(clean);
  }, 300_000);

  it('a chunk that fails on every delivery ends in the DLQ and the run in exception, the other chunks kept', async () => {
    const org = await freshOrganisation();
    let now = Date.parse('2030-01-01T00:00:00Z');
    const queues = new LocalJobQueues({
      region: 'us-east-1',
      clock: () => now,
      loadHandler: async () => handler as (event: unknown, context: Context) => Promise<never>,
    });
    registerLocalQueuePort(queues);
    try {
      const { started } = await uploadAndStart(org.admin, 'terms.csv', bytesOf(fileOfThreeChunks()));
      const id = started.body.id;
      await queues.pollAll(); // the split: three chunk messages queued
      // Chunk 1's object is not JSON lines any more: its every delivery throws.
      await putObject(chunkKey(org.organizationId, id, 1), bytesOf('{not json'), 'application/x-ndjson');
      const { queue: imports, deadLetterQueue } = queues.queues.imports;
      for (let round = 0; round < 10 && deadLetterQueue.counts().visible === 0; round += 1) {
        await queues.pollAll();
        now += imports.visibilityTimeoutSeconds * 1000 + 1;
      }
      const dead = deadLetterQueue.bodies().map((body) => JSON.parse(body) as JobEnvelopeV1);
      expect(dead).toHaveLength(1);
      expect(dead[0]).toMatchObject({ job: importChunkJob.id, jobId: id, chunk: 1 });
      expect(imports.counts()).toEqual({ visible: 0, inFlight: 0, delayed: 0 });

      const log = await outcome(org.admin, id);
      expect(log).toMatchObject({
        status: 'exception',
        details: 'Rows 502 to 1001 could not be imported after several attempts; the other rows were.',
        // Chunks 0 and 2 are kept and counted (499 + 50); chunk 1's 500 rows are counted as failed.
        import_result: { success_count: 549, warning_count: 0, failed_count: 501 },
        progress: { rows_read: 1050, rows_done: 1050, rows_total: 1050 },
      });
      expect(log.errors[0]).toEqual({ code: 'chunk_failed', row: null, column: null });
      expect(log.terms).toHaveLength(549);
      // The report names the failed rows' range beside the refused row of chunk 0.
      expect(log.reportRows).toBe(2);
    } finally {
      queues.stop();
      queue.register();
    }
  }, 300_000);
});
