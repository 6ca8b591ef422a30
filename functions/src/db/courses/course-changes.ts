import { where } from '../expressions';
import { create, put, remove, type WritePart } from '../transaction';
import { courseEntity, type Course } from './entities/course';

/**
 * A course's own part of every change a person makes (docs/data-model.md "Courses: writes"), `course`: the
 * course item, conditioned on the version read (and, to delete, on no section and no plan). The use case runs
 * it in one transactWrite with what the change moves in other contexts (the node's `holdings`, the uses of
 * templates and log categories: http/courses/course-writes.ts joins them from ports/hierarchy.ts and
 * ports/templates.ts).
 */

const keyOf = (course: Course) => ({ organizationId: course.organizationId, courseId: course.courseId });

/** The stored entry-change count equals the one read (a course stored before the time log has none: 0). */
const sameLogEntryChanges = (count: number) =>
  count === 0
    ? where.or(where.notExists('logEntryChanges'), where.eq('logEntryChanges', 0))
    : where.eq('logEntryChanges', count);

/** `current` null: a new course; `next` null: deleted. */
export function courseChangeParts(current: Course | null, next: Course | null): { course: WritePart } {
  const read = where.and(
    (context) => `attribute_exists(${context.name('pk')})`,
    where.eq('version', current?.version ?? 0),
  );
  if (!current) return { course: create(courseEntity, next as Course) };
  if (!next)
    return {
      course: remove(
        courseEntity,
        keyOf(current),
        where.and(read, where.eq('sectionCount', 0), where.eq('activityPlanCount', 0)),
      ),
    };
  // Counters are not the editor's: the write keeps the ones stored (a section or plan added meanwhile
  // changes them without a version bump), so the put carries what it read.
  return {
    course: put(
      courseEntity,
      next,
      where.and(
        read,
        where.eq('sectionCount', current.sectionCount),
        where.eq('activityPlanCount', current.activityPlanCount),
        sameLogEntryChanges(current.logEntryChanges),
      ),
    ),
  };
}
