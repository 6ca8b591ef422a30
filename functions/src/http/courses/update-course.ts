import { notFound, type updateCourse } from '@tessera/shared';
import type { Course } from '../../db/courses/courses';
import type { UseCase } from '../../lib/http/types';
import { checkCourseFields, checkCourseLogCategories, checkCourseTemplates } from './course-rules';
import { writeCourse } from './course-writes';
import { presentCourse } from './present';
import { explainRefusedWrite, requireChange, requireCourse } from './scope';
import { throwWriteRefusal } from './write-outcome';

/**
 * PUT /api/group-templates/{id}: the course editor's save at the version read (else 409, never a silent
 * overwrite). Templates newly added take a use (only published ones of the node or above), templates removed
 * release theirs, in the same transaction; templates the course's plans use cannot be removed (spec 2 §5). Log
 * categories likewise: each taken holds a reference on its hierarchy item, ones with entries stay.
 */
export const updateCourseUseCase: UseCase<typeof updateCourse> = async ({ path, body }, { actor }) => {
  const { scope, course } = await requireCourse(actor, path.id);
  requireChange(course, 'save', body.version);
  const node = scope.byId.get(course.nodeId);
  if (!node) throw notFound();
  const fields = checkCourseFields(actor, body, course);
  const [templates, logCategories] = await Promise.all([
    checkCourseTemplates(node, course, body),
    checkCourseLogCategories(node, course, body),
  ]);
  const next: Course = {
    ...course,
    ...fields,
    ...templates,
    ...logCategories,
    version: course.version + 1,
    updatedAt: new Date().toISOString(),
  };
  const result = await writeCourse(course, next, node.path);
  if (result.outcome === 'conflict') return explainRefusedWrite(course, 'save', body.version);
  throwWriteRefusal(result);
  return presentCourse(scope, next);
};
