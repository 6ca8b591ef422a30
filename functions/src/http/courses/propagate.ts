import { propagateCourseJob } from '@tessera/events';
import { ulid } from 'ulid';
import { sendJob } from '../../adapters/job-queue';
import { getActivityPlan, listCoursePlans, type ActivityPlan } from '../../db/courses/activities';
import { syncSectionCopies } from '../../db/courses/activity-copies';
import { propagateCourse, SECTIONS_PER_REQUEST } from '../../db/courses/propagation';
import type { Section } from '../../db/courses/sections';

/**
 * A plan change reaches the sections (ADR 0017): the first 100 in this request; the rest through the
 * propagation job, a batch per message. Answers the plan as it stands after (propagation done or pending).
 */
export async function propagatePlan(plan: ActivityPlan): Promise<ActivityPlan> {
  const { next } = await propagateCourse(plan.organizationId, plan.courseId, { limit: SECTIONS_PER_REQUEST });
  if (next) {
    await sendJob(propagateCourseJob, {
      organizationId: plan.organizationId,
      jobId: ulid(),
      chunk: 1,
      payload: { courseId: plan.courseId, after: next },
    });
    return plan;
  }
  return (await getActivityPlan(plan.organizationId, plan.planId, { consistent: true })) ?? plan;
}

/** A section created, or a member added: it gets every plan of its course (idempotent copies). */
export async function syncSection(section: Section): Promise<void> {
  if (!section.courseId) return;
  await syncSectionCopies(section, await listCoursePlans(section.organizationId, section.courseId));
}
