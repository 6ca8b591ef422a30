import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import {
  JOB_MAX_RECEIVE_COUNT,
  jobEnvelopeV1,
  type JobContract,
  type JobKind,
  type JobMessage,
  type JobResult,
} from '@tessera/events';
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

/** One job of a queue that carries several (jobsConsumer), with what to do when its last delivery fails. */
export interface JobRoute<C extends JobContract = JobContract> {
  contract: C;
  work: JobWork<C>;
  /**
   * Runs when the work failed on the message's last delivery (ApproximateReceiveCount reached the queue's
   * maxReceiveCount): the failure is recorded for good before the message goes on to the DLQ.
   */
  onLastFailure?: (message: JobMessage<C>, error: unknown) => Promise<void>;
}

export const route = <C extends JobContract>(definition: JobRoute<C>): JobRoute => definition as unknown as JobRoute;

/** Whether this delivery of `record` is the last before the DLQ. */
export const isLastDelivery = (record: SQSRecord): boolean =>
  Number(record.attributes.ApproximateReceiveCount) >= JOB_MAX_RECEIVE_COUNT;

/**
 * The consumer of a queue that carries several jobs (docs/architecture.md §7): each record's envelope names its
 * job, which is read through that job's contract as jobConsumer does. A work that throws is a partial batch
 * failure (SQS delivers it again); on its last delivery the job's `onLastFailure` records the failure first.
 */
export function jobsConsumer(kind: JobKind, routes: readonly JobRoute[]) {
  const byId = new Map(routes.map((entry) => [entry.contract.id, entry]));
  return batchConsumer(async (record) => {
    const envelope = jobEnvelopeV1.safeParse(JSON.parse(record.body));
    const entry = envelope.success && envelope.data.kind === kind ? byId.get(envelope.data.job) : undefined;
    if (!entry) throw new Error(`record ${record.messageId} is not a job of the ${kind} queue`);
    const parsed = entry.contract.message.safeParse(JSON.parse(record.body));
    if (!parsed.success) {
      throw new Error(`record ${record.messageId} is not a ${entry.contract.id} job message: ${parsed.error.message}`);
    }
    const message = parsed.data as JobMessage<JobContract>;
    try {
      const result = entry.contract.result.parse(await entry.work(message, record));
      logger.info('job message done', { job: entry.contract.id, jobId: message.jobId, chunk: message.chunk, result });
    } catch (error) {
      logger.error('job message failed', {
        job: entry.contract.id,
        jobId: message.jobId,
        chunk: message.chunk,
        receiveCount: record.attributes.ApproximateReceiveCount,
        error,
      });
      if (entry.onLastFailure && isLastDelivery(record)) await entry.onLastFailure(message, error);
      throw error;
    }
  });
}

/**
 * The consumer of a queue whose jobs have no contract yet (similarity: it arrives with its
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
