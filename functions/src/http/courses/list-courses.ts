import { sortGroups, nameKey, type listCourses } from '@tessera/shared';
import { listNodeCourses } from '../../db/courses/courses';
import type { UseCase } from '../../lib/http/types';
import { categoryChoices } from './course-rules';
import { categoryName, presentCourse } from './present';
import { loadScope, requireAdministeredNode } from './scope';

/**
 * GET /api/group-templates?node= (spec 2 §2 course list, §9 sorts): the courses of a node the caller
 * administers, searched in name and code, sorted by name (default), code, recently or least recently created,
 * with the categories a new course may take. Round trips after actor resolution: the tree, then the node's
 * courses (one Query) — 2.
 */
export const listCoursesUseCase: UseCase<typeof listCourses> = async ({ query }, { actor }) => {
  const scope = await loadScope(actor);
  const node = requireAdministeredNode(scope, query.node);
  const courses = await listNodeCourses(scope.organizationId, node.nodeId);
  const needle = nameKey(query.search ?? '');
  const matching = courses.filter(
    (course) => nameKey(course.name).includes(needle) || nameKey(course.code).includes(needle),
  );
  const sorted = sortGroups(
    matching.map((course) => ({ course, name: course.name, group_code: course.code, created_at: course.createdAt })),
    query.sort ?? 'name',
  );
  return {
    items: sorted.map(({ course }) => presentCourse(scope, course)),
    category_choices: categoryChoices(actor).map((value) => ({ value, label: categoryName(value) })),
  };
};
