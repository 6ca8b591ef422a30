import { invalidField, notFound, type createActivityPlan } from '@tessera/shared';
import { ulid } from 'ulid';
import type { ActivityPlan } from '../../db/courses/activities';
import type { UseCase } from '../../lib/http/types';
import { checkPlanFields } from './plan-rules';
import { writePlan } from './plan-writes';
import { presentPlan } from './present-plan';
import { propagatePlan } from './propagate';
import { requireCourse } from './scope';

/**
 * POST /api/group-templates/{id}/activity-plans (spec 2 §3, ADR 0017): the plan, the course's counters and a
 * use of its template in one transaction; then its activity in every section and a progress row for every
 * member (over 100 sections, the propagation job finishes and the plan says pending until then).
 */
export const createActivityPlanUseCase: UseCase<typeof createActivityPlan> = async ({ path, body }, { actor }) => {
  const { course } = await requireCourse(actor, path.id);
  const { template, ...fields } = await checkPlanFields(course, body);
  const now = new Date().toISOString();
  const plan: ActivityPlan = {
    organizationId: course.organizationId,
    planId: ulid(),
    courseId: course.courseId,
    nodeId: course.nodeId,
    ...fields,
    datesVersion: 1,
    propagation: 'pending',
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  const outcome = await writePlan(null, plan);
  if (outcome === 'template_unusable') throw invalidField('template_id', 'courses.plan.template_not_in_course');
  if (outcome !== 'saved') throw notFound();
  return presentPlan(await propagatePlan(plan), template.title, true);
};
