import { logCategoryUseChange, nodeHoldingsChange } from '../../ports/hierarchy';
import { templateUseChange } from '../../ports/templates';
import { where } from '../expressions';
import { create, put, remove, transactWrite, type WritePart } from '../transaction';
import { courseEntity, type Course } from './entities/course';

/**
 * Every change a person makes to a course is one transaction (docs/data-model.md "Courses: writes"): the
 * course item, conditioned on the version read (and, to delete, on no section and no plan), the node's
 * `holdings` (a node holding courses is not deleted under them) and one template use per owner or homepage
 * template taken or let go (ports/templates.ts: taken only from a published template). A failed condition
 * changes nothing; the outcome names what failed.
 */
export type CourseWriteOutcome =
  | { outcome: 'saved' }
  | { outcome: 'conflict' | 'node_gone' }
  | { outcome: 'template_unusable'; templateIds: string[] }
  | { outcome: 'log_category_unusable' };

const keyOf = (course: Course) => ({ organizationId: course.organizationId, courseId: course.courseId });
const templatesOf = (course: Course | null) =>
  new Set([...(course?.ownerTemplateIds ?? []), ...(course?.homepageTemplateIds ?? [])]);

/** The stored entry-change count equals the one read (a course stored before the time log has none: 0). */
const sameLogEntryChanges = (count: number) =>
  count === 0
    ? where.or(where.notExists('logEntryChanges'), where.eq('logEntryChanges', 0))
    : where.eq('logEntryChanges', count);

/** `nodePath`: the course's node and the nodes above it, where log categories it takes may hang. */
export async function writeCourse(
  current: Course | null,
  next: Course | null,
  nodePath: readonly string[] = [],
): Promise<CourseWriteOutcome> {
  const base = (next ?? current) as Course;
  const organizationId = base.organizationId;
  const parts: Record<string, WritePart | undefined> = {};
  const read = where.and(
    (context) => `attribute_exists(${context.name('pk')})`,
    where.eq('version', current?.version ?? 0),
  );
  if (!current) {
    parts.course = create(courseEntity, next as Course);
    parts.node = nodeHoldingsChange(organizationId, base.nodeId, 1);
  } else if (!next) {
    parts.course = remove(
      courseEntity,
      keyOf(current),
      where.and(read, where.eq('sectionCount', 0), where.eq('activityPlanCount', 0)),
    );
    parts.node = nodeHoldingsChange(organizationId, base.nodeId, -1);
  } else {
    // Counters are not the editor's: the write keeps the ones stored (a section or plan added meanwhile
    // changes them without a version bump), so the put carries what it read.
    parts.course = put(
      courseEntity,
      next,
      where.and(
        read,
        where.eq('sectionCount', current.sectionCount),
        where.eq('activityPlanCount', current.activityPlanCount),
        sameLogEntryChanges(current.logEntryChanges),
      ),
    );
  }
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
