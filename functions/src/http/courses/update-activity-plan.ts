import { conflict, invalidField, notFound, planDatesChanged, type updateActivityPlan } from '@tessera/shared';
import { getActivityPlan, type ActivityPlan } from '../../db/courses/activities';
import type { UseCase } from '../../lib/http/types';
import { checkPlanFields } from './plan-rules';
import { writePlan } from './plan-writes';
import { presentPlan } from './present-plan';
import { propagatePlan } from './propagate';
import { requireCourse } from './scope';

/**
 * PUT /api/group-templates/{id}/activity-plans/{planId}: saved at the version read (409 when stale); new
 * dates, title or template bump `datesVersion` and are rewritten into every section's copies.
 */
export const updateActivityPlanUseCase: UseCase<typeof updateActivityPlan> = async ({ path, body }, { actor }) => {
  const { course } = await requireCourse(actor, path.id);
  const current = await getActivityPlan(course.organizationId, path.planId);
  if (!current || current.courseId !== course.courseId) throw notFound();
  if (current.version !== body.version) throw conflict('courses.plan.stale');
  const { template, ...fields } = await checkPlanFields(course, body);
  const copied =
    planDatesChanged(current, fields) || current.title !== fields.title || current.templateId !== fields.templateId;
  const next: ActivityPlan = {
    ...current,
    ...fields,
    datesVersion: copied ? current.datesVersion + 1 : current.datesVersion,
    propagation: copied ? 'pending' : current.propagation,
    version: current.version + 1,
    updatedAt: new Date().toISOString(),
  };
  const outcome = await writePlan(current, next);
  if (outcome === 'template_unusable') throw invalidField('template_id', 'courses.plan.template_not_in_course');
  if (outcome === 'course_gone') throw notFound();
  if (outcome !== 'saved') throw conflict('courses.plan.stale');
  return presentPlan(copied ? await propagatePlan(next) : next, template.title, true);
};
