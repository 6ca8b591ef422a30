import { nameKey, type listCourses } from '@tessera/shared';
import { listNodeCoursesPage } from '../../db/courses/group-pages';
import type { UseCase } from '../../lib/http/types';
import { categoryChoices } from './course-rules';
import { cursorIn, cursorOut, GROUP_PAGE_SIZE, withCheckedCursor } from './group-list-cursor';
import { categoryName, presentCourse } from './present';
import { loadScope, requireAdministeredNode } from './scope';

/**
 * GET /api/group-templates?node=&sort=&search=&cursor= (spec 2 §2 course list, §9 sorts): a page of 25 courses of
 * a node the caller administers, searched in name and code, sorted by name (default), code, recently or least
 * recently created, each order read from its sorted index (ADR 0028 §4); `more` and `cursor` say where the next
 * page starts. With them the categories a new course may take. Round trips after actor resolution: the tree,
 * then the page (one Query, up to five when a search filters most rows out; the code order adds one BatchGetItem
 * of the page's courses) — 2 (3 in code order).
 */
export const listCoursesUseCase: UseCase<typeof listCourses> = async ({ query }, { actor }) => {
  const sort = query.sort ?? 'name';
  const scope = await loadScope(actor);
  const node = requireAdministeredNode(scope, query.node);
  const cursor = cursorIn(sort, query.cursor);
  const page = await withCheckedCursor(
    listNodeCoursesPage(scope.organizationId, node.nodeId, {
      sort,
      search: nameKey(query.search ?? ''),
      pageSize: GROUP_PAGE_SIZE,
      cursor,
    }),
  );
  return {
    items: page.items.map((course) => presentCourse(scope, course)),
    more: page.more,
    cursor: cursorOut(sort, page.cursor),
    category_choices: categoryChoices(actor).map((value) => ({ value, label: categoryName(value) })),
  };
};
