import { ulid } from 'ulid';
import { sendJob } from '../../adapters/job-queue';
import { logger } from '../../lib/powertools';
import { propagateCourse } from '../../ports/courses';
import { jobConsumer } from '../consumer';

/**
 * The propagation queue's consumer (ADR 0017): each message names a course and the section id the previous
 * batch ended after; it copies the course's plans into the next batch of sections (the same code a request
 * runs for the first 100) and enqueues the next batch until none is left, when pending plans are marked done.
 * Copies are idempotent, so a message retried after a failure rewrites the same items.
 */
export const handler = jobConsumer('propagation', async (message) => {
  const courseId = typeof message.payload.courseId === 'string' ? message.payload.courseId : null;
  if (!courseId) throw new Error(`propagation job ${message.jobId} names no course`);
  const after = typeof message.payload.after === 'string' ? message.payload.after : null;
  const { next, synced } = await propagateCourse(message.organizationId, courseId, { after });
  logger.info('propagated a batch of sections', { jobId: message.jobId, courseId, synced, next });
  if (next)
    await sendJob({
      version: 1,
      kind: 'propagation',
      organizationId: message.organizationId,
      jobId: ulid(),
      chunk: message.chunk + 1,
      payload: { courseId, after: next },
    });
});
