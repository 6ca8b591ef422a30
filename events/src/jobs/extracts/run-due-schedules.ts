import * as z from 'zod/mini';
import { defineJob, type JobMessageInput } from '../job-contract';
import { EVERY_ORGANISATION } from '../portfolios/sweep-field-objects';

/**
 * The extract scheduler's tick (issue 25, docs/adr/0032-extracts.md "Schedules"): every
 * EXTRACT_SCHEDULE_TICK_MINUTES, EventBridge Scheduler (infra's jobs stack) sends this to the extracts queue;
 * its consumer reads the enabled schedules due by the message's time (one index partition, by next run) and
 * starts each one's run: the schedule moved to its next run and the run's extract log created in one
 * transaction, then the run's runExtract message. A redelivered tick finds the runs it started no longer due.
 * Locally the local cloud's timer runs the same work.
 */
export const runDueExtractSchedulesJob = defineJob({
  id: 'extracts.runDueSchedules',
  kind: 'extracts',
  summary: 'Starts a run of every extract schedule that is due.',
  payload: z.object({}),
  result: z.object({
    /** Runs started by this delivery. */
    started: z.int().check(z.nonnegative()),
  }),
});

/** The tick's message, `jobId` the schedule invocation's id (EventBridge Scheduler's `<aws.scheduler.execution-id>`). */
export const extractScheduleTickMessage = (jobId: string): JobMessageInput<typeof runDueExtractSchedulesJob> => ({
  version: 1,
  job: runDueExtractSchedulesJob.id,
  kind: runDueExtractSchedulesJob.kind,
  organizationId: EVERY_ORGANISATION,
  jobId,
  payload: {},
});
