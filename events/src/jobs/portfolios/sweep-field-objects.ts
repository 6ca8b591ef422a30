import * as z from 'zod/mini';
import { defineJob, type JobMessageInput } from '../job-contract';

/**
 * The sweep of large answers' S3 objects (ADR 0028 §1 "Large answers' objects", §7): one page of the uploads
 * bucket's `portfolios/` prefix per message (every organisation's, in key order), each portfolio found on it
 * swept (its objects no item names and older than the grace deleted), then the next page's message until none
 * is left. Started by a schedule (infra's jobs stack, `FIELD_OBJECT_SWEEP_SCHEDULE`), not by a request: the
 * bucket itself lists the portfolios that hold objects, so no save has to record what to visit.
 */
export const sweepFieldObjectsJob = defineJob({
  id: 'portfolios.sweepFieldObjects',
  kind: 'maintenance',
  summary: "Deletes a page of portfolios' large-answer objects that no field or revision names any more.",
  payload: z.object({
    /** The previous page's S3 continuation token; null: from the start of the prefix. */
    continuation: z.nullable(z.string().check(z.minLength(1))),
  }),
  result: z.object({
    /** Portfolios swept from this page. */
    portfolios: z.int().check(z.nonnegative()),
    /** Objects deleted. */
    deleted: z.int().check(z.nonnegative()),
    /** Where the next page starts (its message was sent), or null when this was the last. */
    next: z.nullable(z.string()),
  }),
});

/** The envelope's organisation for work over every organisation (the sweep walks one bucket prefix). */
export const EVERY_ORGANISATION = '*';

/**
 * When the sweep runs (UTC, EventBridge cron fields): daily at 03:17, when the platform is quietest for most of
 * its institutions, away from the hour's start when scheduled work elsewhere crowds. Daily because what it
 * frees is storage, billed by the month, not anything a user waits for; an object lives at most a day past its
 * grace.
 */
export const FIELD_OBJECT_SWEEP_SCHEDULE = { minute: '17', hour: '3' } as const;

/** The first message of a scheduled sweep, `jobId` the schedule's event id. */
export const scheduledSweepMessage = (jobId: string): JobMessageInput<typeof sweepFieldObjectsJob> => ({
  version: 1,
  job: sweepFieldObjectsJob.id,
  kind: sweepFieldObjectsJob.kind,
  organizationId: EVERY_ORGANISATION,
  jobId,
  payload: { continuation: null },
});
