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

/** One job of a queue that carries several (jobsConsumer): its contract and its work. */
export interface JobRoute<C extends JobContract = JobContract> {
  contract: C;
  work: JobWork<C>;
}

export const route = <C extends JobContract>(definition: JobRoute<C>): JobRoute => definition as unknown as JobRoute;

/** Reads a record's body through the contract its envelope names among `contracts` (the kind's jobs). */
function readJobMessage<R extends { contract: JobContract }>(
  kind: JobKind,
  byId: ReadonlyMap<string, R>,
  record: SQSRecord,
): { entry: R; message: JobMessage<JobContract> } {
  const envelope = jobEnvelopeV1.safeParse(JSON.parse(record.body));
  const entry = envelope.success && envelope.data.kind === kind ? byId.get(envelope.data.job) : undefined;
  if (!entry) throw new Error(`record ${record.messageId} is not a job of the ${kind} queue`);
  const parsed = entry.contract.message.safeParse(JSON.parse(record.body));
  if (!parsed.success) {
    throw new Error(`record ${record.messageId} is not a ${entry.contract.id} job message: ${parsed.error.message}`);
  }
  return { entry, message: parsed.data as JobMessage<JobContract> };
}

/**
 * The consumer of a queue that carries several jobs (docs/architecture.md §7): each record's envelope names its
 * job, which is read through that job's contract as jobConsumer does. A work that throws is a partial batch
 * failure: SQS delivers it again and, past maxReceiveCount, moves it to the kind's DLQ, whose consumer
 * (deadLetterConsumer) records what it means for good.
 */
export function jobsConsumer(kind: JobKind, routes: readonly JobRoute[]) {
  const byId = new Map(routes.map((entry) => [entry.contract.id, entry]));
  return batchConsumer(async (record) => {
    const { entry, message } = readJobMessage(kind, byId, record);
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
      throw error;
    }
  });
}

/** What a job does with its message once SQS gave up on it (every delivery failed or timed out). */
export interface DeadLetterRoute<C extends JobContract = JobContract> {
  contract: C;
  /** Records the failure for good (idempotent: the DLQ delivers at least once too). */
  record: (message: JobMessage<C>) => Promise<void>;
}

export const deadLetterRoute = <C extends JobContract>(definition: DeadLetterRoute<C>): DeadLetterRoute =>
  definition as unknown as DeadLetterRoute;

/**
 * The consumer of a kind's DLQ (docs/architecture.md §7, infra's jobs stack: the kinds of DEAD_LETTER_CONSUMERS):
 * SQS moves a message there after maxReceiveCount receives, whether its last delivery threw or never ended (the
 * consumer timed out or ran out of memory, where no catch runs). Each record is read through its job's
 * contract, as the queue's consumer reads it, and its job's `record` ends what the message was doing (an
 * import's chunk counted as failed, the run in exception with what the other chunks did kept). A record whose
 * recording throws stays in the DLQ and comes again; one that is no job of the kind is logged whole and stays
 * there for an operator.
 */
export function deadLetterConsumer(kind: JobKind, routes: readonly DeadLetterRoute[]) {
  const byId = new Map(routes.map((entry) => [entry.contract.id, entry]));
  return batchConsumer(async (record) => {
    let read: ReturnType<typeof readJobMessage<DeadLetterRoute>>;
    try {
      read = readJobMessage(kind, byId, record);
    } catch (error) {
      logger.error('dead letter is no job this consumer records', { kind, body: record.body, error });
      throw error;
    }
    const { entry, message } = read;
    logger.warn('job message dead-lettered', {
      job: entry.contract.id,
      jobId: message.jobId,
      organizationId: message.organizationId,
      chunk: message.chunk,
      receiveCount: record.attributes.ApproximateReceiveCount,
    });
    await entry.record(message);
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
