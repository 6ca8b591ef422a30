import type { ActivityPlan } from '../../db/courses/activities';

/** A date stored YYYY-MM-DD, shown MM/DD/YYYY (spec 2 §3). */
export const usDate = (iso: string): string => {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
};

/** One activity plan row (spec 2 §2: title, template, visible, open submission, due, edit, delete). */
export function presentPlan(plan: ActivityPlan, templateTitle: string, manages: boolean) {
  return {
    id: plan.planId,
    group_template_id: plan.courseId,
    title: plan.title,
    template_id: plan.templateId,
    template_title: templateTitle,
    visible_date: usDate(plan.visibleDate),
    open_submission_date: usDate(plan.openDate),
    due_date: usDate(plan.dueDate),
    propagation: plan.propagation,
    version: plan.version,
    created_at: plan.createdAt,
    updated_at: plan.updatedAt,
    can_edit: manages,
    can_delete: manages,
  };
}
