import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { jobEnvelopeV1, type JobContract, type JobKind, type JobMessage, type JobResult } from '@tessera/events';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '../lib/powertools';

export type JobWork<C extends JobContract> = (message: JobMessage<C>, record: SQSRecord) => Promise<JobResult<C>>;

/** The batch handler every consumer shares: a record whose handling throws is a partial batch failure. */
function batchConsumer(recordHandler: (record: SQSRecord) => Promise<void>) {
  const processor = new BatchProcessor(EventType.SQS);
  return async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
    logger.addContext(context);
    return processPartialResponse(event, recordHandler, processor, { context });
  };
}

/**
 * The SQS consumer of one job (docs/architecture.md §7): each record's body is read through the job's contract
 * (envelope, job id, kind and payload); a record that does not parse, whose work throws, or whose result is
 * not the contract's, is reported as a partial batch failure (so SQS retries it and, past maxReceiveCount,
 * moves it to the DLQ) while the rest of the batch succeeds.
 */
export function jobConsumer<C extends JobContract>(contract: C, work: JobWork<C>) {
  return batchConsumer(async (record) => {
    const parsed = contract.message.safeParse(JSON.parse(record.body));
    if (!parsed.success) {
      throw new Error(`record ${record.messageId} is not a ${contract.id} job message: ${parsed.error.message}`);
    }
    const message = parsed.data as JobMessage<C>;
    const result = contract.result.parse(await work(message, record));
    logger.info('job message done', { job: contract.id, jobId: message.jobId, chunk: message.chunk, result });
  });
}

/**
 * The consumer of a queue whose jobs have no contract yet (imports, extracts, similarity: each arrives with its
 * issue): it checks the envelope and the kind and acknowledges, so nothing piles up in the queue meanwhile.
 */
export function acknowledgingConsumer(kind: JobKind) {
  return batchConsumer(async (record) => {
    const parsed = jobEnvelopeV1.safeParse(JSON.parse(record.body));
    if (!parsed.success) {
      throw new Error(`record ${record.messageId} is not a v1 job envelope: ${parsed.error.message}`);
    }
    if (parsed.data.kind !== kind) {
      throw new Error(`record ${record.messageId} is a ${parsed.data.kind} job, not ${kind}`);
    }
    logger.info(`${kind} job message received; no ${kind} job is implemented yet`, {
      job: parsed.data.job,
      jobId: parsed.data.jobId,
      organizationId: parsed.data.organizationId,
      chunk: parsed.data.chunk,
    });
  });
}
