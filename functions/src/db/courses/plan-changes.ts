import { templateUseChange } from '../../ports/templates';
import { where } from '../expressions';
import { create, put, remove, transactWrite, update, type WritePart } from '../transaction';
import { activityPlanEntity, type ActivityPlan } from './entities/activity-plan';
import { courseEntity } from './entities/course';

/**
 * Every change to an activity plan is one transaction (ADR 0017, docs/data-model.md "Courses: writes"): the
 * plan, conditioned on the version read; its course's `activityPlanCount` and `planTemplateUses` (the course
 * must exist; its referenced templates are read from them); one use of the plan's template (ports/templates.ts:
 * taken only from a published template). The copies in the sections follow (activity-copies.ts).
 */
export type PlanWriteOutcome = 'saved' | 'conflict' | 'course_gone' | 'template_unusable';

export async function writePlan(current: ActivityPlan | null, next: ActivityPlan | null): Promise<PlanWriteOutcome> {
  const base = (next ?? current) as ActivityPlan;
  const organizationId = base.organizationId;
  const courseKey = { organizationId, courseId: base.courseId };
  const parts: Record<string, WritePart> = {};
  const read = where.and(
    (context) => `attribute_exists(${context.name('pk')})`,
    where.eq('version', current?.version ?? 0),
  );
  if (!current) parts.plan = create(activityPlanEntity, next as ActivityPlan);
  else if (!next) parts.plan = remove(activityPlanEntity, { organizationId, planId: current.planId }, read);
  else parts.plan = put(activityPlanEntity, next, read);

  const add: Record<string, number> = {};
  if (!current) add.activityPlanCount = 1;
  if (!next) add.activityPlanCount = -1;
  const before = current?.templateId;
  const after = next?.templateId;
  if (before !== after) {
    if (after) {
      add[`planTemplateUses.${after}`] = 1;
      Object.assign(parts, templateUseChange(organizationId, after, 1, 'template:new'));
    }
    if (before) {
      add[`planTemplateUses.${before}`] = -1;
      Object.assign(parts, templateUseChange(organizationId, before, -1, 'template:old'));
    }
  }
  if (Object.keys(add).length > 0) parts.course = update(courseEntity, courseKey, { add });

  const outcome = await transactWrite(parts);
  if (outcome.ok) return 'saved';
  if (outcome.failed.has('plan')) return 'conflict';
  if (outcome.failed.has('course')) return 'course_gone';
  if (outcome.failed.has('template:new')) return 'template_unusable';
  return 'conflict';
}

/** Marks the plan's propagation done once every section holds its copies at `datesVersion` (a later change wins). */
export async function markPlanPropagated(plan: ActivityPlan): Promise<void> {
  await transactWrite({
    plan: update(
      activityPlanEntity,
      { organizationId: plan.organizationId, planId: plan.planId },
      { set: { propagation: 'done' } },
      where.eq('datesVersion', plan.datesVersion),
    ),
  });
}
