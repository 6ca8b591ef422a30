import { sweepFieldObjectsJob } from '@tessera/events';
import { ulid } from 'ulid';
import { sendJob } from '../../adapters/job-queue';
import { jobsConsumer, route } from '../consumer';
import { sweepFieldObjectsPage } from './sweep-field-objects';

/**
 * The maintenance queue's consumer: scheduled clean-up. The sweep of large answers' objects (ADR 0028 §1, §7)
 * arrives from its schedule (infra's jobs stack) as a first page and sends itself the next page until the
 * prefix is done. Deletes of what no item names are idempotent, so a page retried after a failure is the same.
 */
export const handler = jobsConsumer('maintenance', [
  route({
    contract: sweepFieldObjectsJob,
    work: async (message) => {
      const result = await sweepFieldObjectsPage(message.payload.continuation);
      if (result.next) {
        await sendJob(sweepFieldObjectsJob, {
          organizationId: message.organizationId,
          jobId: ulid(),
          chunk: message.chunk + 1,
          payload: { continuation: result.next },
        });
      }
      return result;
    },
  }),
]);
