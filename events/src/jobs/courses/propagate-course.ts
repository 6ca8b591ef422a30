import * as z from 'zod/mini';
import { defineJob } from '../job-contract';

/**
 * A course's activity plans copied into its sections past the ones a request wrote (ADR 0017): one batch of
 * sections per message, after the section id the previous batch ended on; the work enqueues the next batch
 * until none is left, when pending plans are marked done.
 */
export const propagateCourseJob = defineJob({
  id: 'courses.propagateCourse',
  kind: 'propagation',
  summary: "Copies a course's activity plans into its next batch of sections.",
  payload: z.object({
    courseId: z.string().check(z.minLength(1)),
    /** The last section id of the previous batch; sections sort by id. */
    after: z.string().check(z.minLength(1)),
  }),
  result: z.object({
    /** Sections written by this batch. */
    synced: z.int().check(z.nonnegative()),
    /** Where the next batch starts (its message was sent), or null when this was the last. */
    next: z.nullable(z.string()),
  }),
});
