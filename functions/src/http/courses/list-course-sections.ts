import { nameKey, type listCourseSections } from '@tessera/shared';
import { listCourseSectionsPage } from '../../db/courses/group-pages';
import type { UseCase } from '../../lib/http/types';
import { readTerms } from '../../ports/hierarchy';
import { cursorIn, cursorOut, GROUP_PAGE_SIZE, withCheckedCursor } from './group-list-cursor';
import { presentSection } from './present';
import { requireCourse } from './scope';

/**
 * GET /api/group-templates/{id}/groups?sort=&search=&cursor= (spec 2 §2 sections table, §9 sorts): a page of 25
 * of the course's sections, searched in title, name and code, in the order asked, each read from its sorted
 * index (ADR 0028 §4); `more` and `cursor` say where the next page starts. Round trips after actor resolution:
 * the tree and the course (1), then the page (one Query; up to five when a search filters most out) and the
 * organisation's terms (1) — 2 (3 in code order: the page's sections by key after the index).
 */
export const listCourseSectionsUseCase: UseCase<typeof listCourseSections> = async ({ path, query }, { actor }) => {
  const sort = query.sort ?? 'name';
  const { course } = await requireCourse(actor, path.id);
  const cursor = cursorIn(sort, query.cursor);
  const [page, terms] = await Promise.all([
    withCheckedCursor(
      listCourseSectionsPage(course.organizationId, course.courseId, {
        sort,
        search: nameKey(query.search ?? ''),
        pageSize: GROUP_PAGE_SIZE,
        cursor,
      }),
    ),
    readTerms(course.organizationId),
  ]);
  const byId = new Map(terms.map((term) => [term.termId, term]));
  return {
    items: page.items.map((section) => presentSection(section, true, byId)),
    more: page.more,
    cursor: cursorOut(sort, page.cursor),
  };
};
