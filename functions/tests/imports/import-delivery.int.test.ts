/**
 * What SQS and Lambda do to an import (docs/adr/0029-import-jobs.md): every message delivered twice, a
 * consumer killed after writing a chunk's rows and before recording it, a chunk that fails on every delivery
 * (the DLQ and its consumer), a chunk whose deliveries timed out (no catch ran: only the DLQ consumer records
 * it). Each run's log and terms are compared with one clean run of the same file in another organisation.
 * Chunks are of 4 rows here (IMPORT_CHUNK_ROWS), so an 11-row file is three chunks as a 1,050-row one is.
 */
import { importChunkJob, type JobEnvelopeV1 } from '@tessera/events';
import type { Context, SQSBatchResponse } from 'aws-lambda';
import { ulid } from 'ulid';
import { LocalJobQueues } from '../../../infra/local/src/queue';
import { putObject } from '../../src/adapters/object-storage';
import { registerLocalQueuePort } from '../../src/adapters/queue-port';
import { chunkKey, readChunk } from '../../src/jobs/imports/chunk-store';
import { handler as deadLetterHandler } from '../../src/jobs/imports/dead-letter-handler';
import { handler } from '../../src/jobs/imports/handler';
import { IMPORT_KIND_RULES } from '../../src/jobs/imports/kinds';
import { sqsEvent } from '../support/jobs';
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
const chunkRowsBefore = process.env.IMPORT_CHUNK_ROWS;
beforeAll(() => {
  process.env.IMPORT_CHUNK_ROWS = '4';
  queue.register();
});
afterAll(() => {
  registerLocalQueuePort(undefined);
  if (chunkRowsBefore === undefined) delete process.env.IMPORT_CHUNK_ROWS;
  else process.env.IMPORT_CHUNK_ROWS = chunkRowsBefore;
});

/** 10 rows (chunks of lines 2–5, 6–9 and 10–11) of which two are refused: line 3 (blank name) and line 8. */
function fileOfThreeChunks(): string {
  const rows = manyTerms(10);
  rows[1]![1] = '';
  rows[6]![2] = 'soon';
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
});

describe('an import as SQS delivers it', () => {
  it('a clean run: three chunks, 8 imported, 2 refused', () => {
    expect(clean).toMatchObject({
      status: 'finished',
      import_result: { success_count: 8, warning_count: 0, failed_count: 2 },
      details: '8 import successfully, 2 failed',
      errors: [
        { code: 'required', row: 3, column: 'name' },
        { code: 'csv.row.invalid_date', row: 8, column: 'start_date' },
      ],
      progress: { rows_read: 10, rows_done: 10, rows_total: 10 },
      reportRows: 2,
    });
    expect(clean.terms).toHaveLength(8);
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
  });

  it('a consumer killed after writing a chunk’s rows, before recording it: the redelivery leaves the clean run’s state', async () => {
    const org = await freshOrganisation();
    const { started } = await uploadAndStart(org.admin, 'terms.csv', bytesOf(fileOfThreeChunks()));
    const id = started.body.id;
    const [split] = queue.take((message) => message.jobId === id);
    await queue.deliver(split!);
    const chunks = queue.take((message) => message.jobId === id);
    expect(chunks.map((message) => message.chunk)).toEqual([0, 1, 2]);
    // Progress shows once the split has run, before any chunk: the rows read, none done yet.
    expect((await readLog(org.admin, id)).body).toMatchObject({
      status: 'started',
      progress: { rows_read: 10, rows_done: 0, rows_total: 10 },
    });
    // What the killed deliveries did before dying: chunk 0's rows all written, chunk 1's first half.
    const rows0 = (await readChunk(org.organizationId, id, 0))!;
    const rows1 = (await readChunk(org.organizationId, id, 1))!;
    await IMPORT_KIND_RULES.terms.importRows(org.organizationId, rows0);
    await IMPORT_KIND_RULES.terms.importRows(org.organizationId, rows1.slice(0, 2));
    // Nothing was recorded: the log counts none of them.
    expect((await readLog(org.admin, id)).body.import_result.success_count).toBe(0);
    for (const message of chunks) expect(await queue.deliver(message, 2)).toEqual({ batchItemFailures: [] });
    expect(await outcome(org.admin, id)).toEqual(clean);
  });

  /** What a run with chunk 1 failed for good shows: chunks 0 and 2 kept and counted, chunk 1's rows failed. */
  const withChunkOneFailed = {
    status: 'exception',
    details: 'Rows 6 to 9 could not be imported after several attempts; the other rows were.',
    // Chunks 0 and 2 are kept and counted (3 + 2); chunk 1's 4 rows are counted as failed, with line 3's.
    import_result: { success_count: 5, warning_count: 0, failed_count: 5 },
    progress: { rows_read: 10, rows_done: 10, rows_total: 10 },
    // The report names the failed rows' range beside the refused row of chunk 0.
    reportRows: 2,
  };

  it('a chunk that fails on every delivery ends in the DLQ, whose consumer ends the run in exception, the other chunks kept', async () => {
    const org = await freshOrganisation();
    let now = Date.parse('2030-01-01T00:00:00Z');
    const queues = new LocalJobQueues({
      region: 'us-east-1',
      clock: () => now,
      loadHandler: async () => handler as (event: unknown, context: Context) => Promise<never>,
      loadDeadLetterHandler: async () => deadLetterHandler as (event: unknown, context: Context) => Promise<never>,
    });
    registerLocalQueuePort(queues);
    try {
      const { started } = await uploadAndStart(org.admin, 'terms.csv', bytesOf(fileOfThreeChunks()));
      const id = started.body.id;
      await queues.pollAll(); // the split: three chunk messages queued
      // Chunk 1's object is not JSON lines any more: its every delivery throws.
      await putObject(chunkKey(org.organizationId, id, 1), bytesOf('{not json'), 'application/x-ndjson');
      const { queue: imports, deadLetterQueue } = queues.queues.imports;
      let receives = 0;
      let deadLettered = 0;
      for (let round = 0; round < 10 && deadLettered === 0; round += 1) {
        const polled = await queues.pollAll();
        receives += polled.imports.received;
        // What this cycle moved to the DLQ and its consumer then took (and recorded: none failed).
        expect(polled.imports.deadLetters?.failed).toBe(0);
        deadLettered += polled.imports.deadLetters?.received ?? 0;
        now += imports.visibilityTimeoutSeconds * 1000 + 1;
      }
      expect(deadLettered).toBe(1);
      // Chunks 0 and 2 once each, chunk 1 on each of its five deliveries.
      expect(receives).toBe(2 + 5);
      // The DLQ consumer took the message (it is recorded, not left for an operator) and nothing is left to run.
      expect(deadLetterQueue.counts()).toEqual({ visible: 0, inFlight: 0, delayed: 0 });
      expect(imports.counts()).toEqual({ visible: 0, inFlight: 0, delayed: 0 });

      const log = await outcome(org.admin, id);
      expect(log).toMatchObject(withChunkOneFailed);
      expect(log.errors[0]).toEqual({ code: 'chunk_failed', row: null, column: null });
      expect(log.terms).toHaveLength(5);
    } finally {
      queues.stop();
      queue.register();
    }
  });

  it('a chunk whose deliveries all timed out (no catch ran) is ended by the DLQ consumer alone, once however often it comes', async () => {
    const org = await freshOrganisation();
    const { started } = await uploadAndStart(org.admin, 'terms.csv', bytesOf(fileOfThreeChunks()));
    const id = started.body.id;
    const [split] = queue.take((message) => message.jobId === id);
    await queue.deliver(split!);
    const [chunk0, chunk1, chunk2] = queue.take((message) => message.jobId === id);
    expect(await queue.deliver(chunk0!)).toEqual({ batchItemFailures: [] });
    // Chunk 1's five deliveries were cut off by the consumer's timeout: no code of ours saw them end, and SQS
    // moved the message to the DLQ. Its consumer receives it (twice: the DLQ delivers at least once too).
    const context = { functionName: 'tessera-test-imports-dlq', awsRequestId: ulid() } as Context;
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const answer: SQSBatchResponse = await deadLetterHandler(sqsEvent('imports', chunk1 as JobEnvelopeV1), context);
      expect(answer).toEqual({ batchItemFailures: [] });
    }
    expect((await readLog(org.admin, id)).body).toMatchObject({ status: 'exception', finished_at: null });
    // The last chunk still records its rows, and finishes the run (in exception) with its report.
    expect(await queue.deliver(chunk2!)).toEqual({ batchItemFailures: [] });
    const log = await outcome(org.admin, id);
    expect(log).toMatchObject(withChunkOneFailed);
    expect(log.terms).toHaveLength(5);
  });
});
