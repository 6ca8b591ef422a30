import type { ActivityPlan } from '../../db/courses/activities';
import { planChangeParts } from '../../db/courses/plan-changes';
import { transactWrite, type WritePart } from '../../db/transaction';
import { templateUseChange } from '../../ports/templates';

/**
 * Every change to an activity plan is one transaction (ADR 0017, docs/data-model.md "Courses: writes"): the
 * plan's own parts (the plan and its course's counts: db/courses/plan-changes.ts) and one use of the plan's
 * template, gathered here (ports/templates.ts: taken only from a published template, `template:new`; the one
 * it replaces let go, `template:old`).
 */
export type PlanWriteOutcome = 'saved' | 'conflict' | 'course_gone' | 'template_unusable';

export async function writePlan(current: ActivityPlan | null, next: ActivityPlan | null): Promise<PlanWriteOutcome> {
  const organizationId = ((next ?? current) as ActivityPlan).organizationId;
  const parts: Record<string, WritePart> = planChangeParts(current, next);
  const before = current?.templateId;
  const after = next?.templateId;
  if (before !== after) {
    if (after) Object.assign(parts, templateUseChange(organizationId, after, 1, 'template:new'));
    if (before) Object.assign(parts, templateUseChange(organizationId, before, -1, 'template:old'));
  }

  const outcome = await transactWrite(parts);
  if (outcome.ok) return 'saved';
  if (outcome.failed.has('plan')) return 'conflict';
  if (outcome.failed.has('course')) return 'course_gone';
  if (outcome.failed.has('template:new')) return 'template_unusable';
  return 'conflict';
}
