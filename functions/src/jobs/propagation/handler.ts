import { propagateCourseJob } from '@tessera/events';
import { ulid } from 'ulid';
import { sendJob } from '../../adapters/job-queue';
import { propagateCourse } from '../../ports/courses';
import { jobConsumer } from '../consumer';

/**
 * The propagation queue's consumer (ADR 0017): each message names a course and the section id the previous
 * batch ended after; it copies the course's plans into the next batch of sections (the same code a request
 * runs for the first 100) and enqueues the next batch until none is left, when pending plans are marked done.
 * Copies are idempotent, so a message retried after a failure rewrites the same items.
 */
export const handler = jobConsumer(propagateCourseJob, async (message) => {
  const { courseId, after } = message.payload;
  const { next, synced } = await propagateCourse(message.organizationId, courseId, { after });
  if (next) {
    await sendJob(propagateCourseJob, {
      organizationId: message.organizationId,
      jobId: ulid(),
      chunk: message.chunk + 1,
      payload: { courseId, after: next },
    });
  }
  return { synced, next };
});
