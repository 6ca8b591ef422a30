import {
  invalid,
  invalidField,
  validateActivityPlan,
  type activityPlanFieldsSchema,
  type MessageKey,
} from '@tessera/shared';
import type * as z from 'zod/mini';
import type { Course } from '../../db/courses/courses';
import { getTemplate, type Template } from '../../ports/templates';

type PlanFields = z.infer<typeof activityPlanFieldsSchema>;

/**
 * An activity plan's fields, checked (spec 2 §3): a title, the three dates with visible ≤ open submission ≤
 * due, and a template that is one of the course's owner templates and still published. Field errors are keys;
 * nothing is written on any of them.
 */
export async function checkPlanFields(
  course: Course,
  body: PlanFields,
): Promise<{
  title: string;
  templateId: string;
  template: Template;
  visibleDate: string;
  openDate: string;
  dueDate: string;
}> {
  const { errors, dates } = validateActivityPlan(body);
  const fields: Record<string, MessageKey> = { ...errors };
  const template = course.ownerTemplateIds.includes(body.template_id)
    ? await getTemplate(course.organizationId, body.template_id)
    : null;
  if (!template || template.state !== 'published') fields.template_id = 'courses.plan.template_not_in_course';
  const keys = Object.keys(fields);
  if (keys.length === 1) throw invalidField(keys[0] as string, fields[keys[0] as string] as MessageKey);
  if (keys.length > 1 || !dates || !template) throw invalid(fields[keys[0] as string] as MessageKey, { fields });
  return { title: body.title.trim(), templateId: template.templateId, template, ...dates };
}
