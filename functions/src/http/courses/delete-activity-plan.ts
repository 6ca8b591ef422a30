import { conflict, notFound, type deleteActivityPlan } from '@tessera/shared';
import { getActivityPlan, readSectionContents } from '../../db/courses/activities';
import { listSectionsOfCourse } from '../../db/courses/sections';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { writePlan } from './plan-writes';
import { propagatePlan } from './propagate';
import { requireCourse } from './scope';

/**
 * DELETE /api/group-templates/{id}/activity-plans/{planId}?version: refused while any member has started the
 * activity (their work hangs on it); else the plan, the course's counters and the template use go in one
 * transaction, and the copies leave the sections as a propagation does.
 */
export const deleteActivityPlanUseCase: UseCase<typeof deleteActivityPlan> = async ({ path, query }, { actor }) => {
  const { course } = await requireCourse(actor, path.id);
  const plan = await getActivityPlan(course.organizationId, path.planId);
  if (!plan || plan.courseId !== course.courseId) throw notFound();
  if (plan.version !== query.version) throw conflict('courses.plan.stale');
  const sections = await listSectionsOfCourse(course.organizationId, course.courseId);
  const contents = await Promise.all(
    sections.map((section) => readSectionContents(course.organizationId, section.groupId)),
  );
  const started = contents.some((read) =>
    read.progress.some((row) => row.planId === plan.planId && row.status !== 'not_started'),
  );
  if (started) throw conflict('courses.plan.has_work');
  const outcome = await writePlan(plan, null);
  if (outcome !== 'saved') throw conflict('courses.plan.stale');
  await propagatePlan({ ...plan, propagation: 'done' });
  return { ok: true as const, message: text('courses.plan.deleted', { title: plan.title }) };
};
