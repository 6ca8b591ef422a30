import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { jobMessageV1, type JobKind, type JobMessageV1 } from '@tessera/events';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '../lib/powertools';

export type JobWork = (message: JobMessageV1, record: SQSRecord) => Promise<void>;

/**
 * An SQS consumer for one job kind (docs/architecture.md §7): each record's body must be a v1 job envelope of
 * that kind; a record that does not parse, or whose work throws, is reported as a partial batch failure
 * (so SQS retries it and, past maxReceiveCount, moves it to the DLQ) while the rest of the batch succeeds.
 */
export function jobConsumer(kind: JobKind, work: JobWork) {
  const processor = new BatchProcessor(EventType.SQS);
  const recordHandler = async (record: SQSRecord): Promise<void> => {
    const parsed = jobMessageV1.safeParse(JSON.parse(record.body));
    if (!parsed.success)
      throw new Error(`record ${record.messageId} is not a v1 job envelope: ${parsed.error.message}`);
    if (parsed.data.kind !== kind)
      throw new Error(`record ${record.messageId} is a ${parsed.data.kind} job, not ${kind}`);
    await work(parsed.data, record);
  };
  return async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
    logger.addContext(context);
    return processPartialResponse(event, recordHandler, processor, { context });
  };
}
