import { courseChangeParts } from '../../db/courses/course-changes';
import type { Course } from '../../db/courses/courses';
import { transactWrite, type WritePart } from '../../db/transaction';
import { logCategoryUseChange, nodeHoldingsChange } from '../../ports/hierarchy';
import { templateUseChange } from '../../ports/templates';

/**
 * Every change a person makes to a course is one transaction (docs/data-model.md "Courses: writes"): the
 * course item (db/courses/course-changes.ts) and what the change moves in other contexts, gathered here: the
 * node's `holdings` (ports/hierarchy.ts: a node holding courses is not deleted under them), one template use
 * per owner or homepage template taken or let go (ports/templates.ts: taken only from a published template)
 * and one use per log category (ports/hierarchy.ts). A failed condition changes nothing; the outcome names
 * what failed.
 */
export type CourseWriteOutcome =
  | { outcome: 'saved' }
  | { outcome: 'conflict' | 'node_gone' }
  | { outcome: 'template_unusable'; templateIds: string[] }
  | { outcome: 'log_category_unusable' };

const templatesOf = (course: Course | null) =>
  new Set([...(course?.ownerTemplateIds ?? []), ...(course?.homepageTemplateIds ?? [])]);

/** `nodePath`: the course's node and the nodes above it, where log categories it takes may hang. */
export async function writeCourse(
  current: Course | null,
  next: Course | null,
  nodePath: readonly string[] = [],
): Promise<CourseWriteOutcome> {
  const base = (next ?? current) as Course;
  const organizationId = base.organizationId;
  const parts: Record<string, WritePart | undefined> = courseChangeParts(current, next);
  if (!current) parts.node = nodeHoldingsChange(organizationId, base.nodeId, 1);
  else if (!next) parts.node = nodeHoldingsChange(organizationId, base.nodeId, -1);
  const categoriesBefore = new Set(current?.logCategoryIds ?? []);
  const categoriesAfter = new Set(next?.logCategoryIds ?? []);
  for (const categoryId of categoriesAfter)
    if (!categoriesBefore.has(categoryId))
      parts[`logcategory:${categoryId}`] = logCategoryUseChange(organizationId, categoryId, 1, nodePath);
  for (const categoryId of categoriesBefore)
    if (!categoriesAfter.has(categoryId))
      parts[`logcategory:${categoryId}`] = logCategoryUseChange(organizationId, categoryId, -1);
  const before = templatesOf(current);
  const after = templatesOf(next);
  for (const templateId of after)
    if (!before.has(templateId))
      Object.assign(parts, templateUseChange(organizationId, templateId, 1, `template:${templateId}`));
  for (const templateId of before)
    if (!after.has(templateId))
      Object.assign(parts, templateUseChange(organizationId, templateId, -1, `template:${templateId}`));

  const outcome = await transactWrite(parts);
  if (outcome.ok) return { outcome: 'saved' };
  const failed = [...outcome.failed];
  if (failed.includes('course')) return { outcome: 'conflict' };
  if (failed.includes('node')) return { outcome: 'node_gone' };
  const templateIds = [
    ...new Set(failed.filter((name) => name.startsWith('template:')).map((name) => name.split(':')[1] as string)),
  ];
  if (templateIds.length > 0) return { outcome: 'template_unusable', templateIds };
  if (failed.some((name) => name.startsWith('logcategory:'))) return { outcome: 'log_category_unusable' };
  return { outcome: 'conflict' };
}
