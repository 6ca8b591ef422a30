import type { listActivityPlans } from '@tessera/shared';
import { listCoursePlans } from '../../db/courses/activities';
import type { UseCase } from '../../lib/http/types';
import { getTemplate } from '../../ports/templates';
import { presentPlan } from './present-plan';
import { requireCourse } from './scope';

/**
 * GET /api/group-templates/{id}/activity-plans (spec 2 §2): the course's plans, oldest first, with their
 * templates' titles. Round trips after actor resolution: the tree and the course (1), the plans (1), the
 * templates named (1, in parallel).
 */
export const listActivityPlansUseCase: UseCase<typeof listActivityPlans> = async ({ path }, { actor }) => {
  const { course } = await requireCourse(actor, path.id);
  const plans = await listCoursePlans(course.organizationId, course.courseId);
  const templateIds = [...new Set(plans.map((plan) => plan.templateId))];
  const templates = new Map(
    await Promise.all(
      templateIds.map(async (id) => [id, (await getTemplate(course.organizationId, id))?.title ?? ''] as const),
    ),
  );
  const ordered = [...plans].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { items: ordered.map((plan) => presentPlan(plan, templates.get(plan.templateId) ?? '', true)) };
};
