import { runDueExtractSchedulesJob, runExtractJob } from '@tessera/events';
import { jobsConsumer, route } from '../consumer';

/**
 * The extracts queue's consumer (issue 25, docs/adr/0032-extracts.md): each message writes one extract's file
 * and finishes its log; a message whose every delivery fails or times out goes to the DLQ, whose consumer
 * (dead-letter-handler.ts) ends the log in exception.
 * The work (the kinds' readers, the CSV writer, the S3 upload) is imported on the first message, not at init
 * (architecture §10: a job consumer's init is the bare handler + 150 KB).
 */
const work = () => import('./run-extract');

export const handler = jobsConsumer('extracts', [
  route({
    contract: runExtractJob,
    work: async (message) => (await work()).runExtract(message),
  }),
  // The scheduler's tick (EventBridge Scheduler, ADR 0032 "Schedules"): starts the due schedules' runs.
  route({
    contract: runDueExtractSchedulesJob,
    work: async () => (await import('./run-due-schedules')).runDueSchedules(),
  }),
]);
