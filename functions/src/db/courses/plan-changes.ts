import { where } from '../expressions';
import { create, put, remove, transactWrite, update, type WritePart } from '../transaction';
import { activityPlanEntity, type ActivityPlan } from './entities/activity-plan';
import { courseEntity } from './entities/course';

/**
 * An activity plan's own parts of every change (ADR 0017, docs/data-model.md "Courses: writes"), named, for
 * the use case to run in one transactWrite with the use of the plan's template (ports/templates.ts: taken only
 * from a published template; http/courses/plan-writes.ts joins it): the plan (`plan`, conditioned on the
 * version read) and its course's `activityPlanCount` and `planTemplateUses` (`course`: the course must exist;
 * its referenced templates are read from them). The copies in the sections follow (activity-copies.ts).
 */
export function planChangeParts(current: ActivityPlan | null, next: ActivityPlan | null): Record<string, WritePart> {
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
    if (after) add[`planTemplateUses.${after}`] = 1;
    if (before) add[`planTemplateUses.${before}`] = -1;
  }
  if (Object.keys(add).length > 0) parts.course = update(courseEntity, courseKey, { add });
  return parts;
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
