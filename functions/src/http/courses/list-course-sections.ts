import { nameKey, sortGroups, type listCourseSections } from '@tessera/shared';
import { listSectionsOfCourse } from '../../db/courses/sections';
import type { UseCase } from '../../lib/http/types';
import { readTerms } from '../../ports/hierarchy';
import { presentSection } from './present';
import { requireCourse } from './scope';

/**
 * GET /api/group-templates/{id}/groups (spec 2 §2 sections table, §9 sorts): the course's sections, searched
 * in title, name and code. Round trips after actor resolution: the tree and the course (1), then the sections
 * and the organisation's terms (1) — 2.
 */
export const listCourseSectionsUseCase: UseCase<typeof listCourseSections> = async ({ path, query }, { actor }) => {
  const { course } = await requireCourse(actor, path.id);
  const [sections, terms] = await Promise.all([
    listSectionsOfCourse(course.organizationId, course.courseId),
    readTerms(course.organizationId),
  ]);
  const needle = nameKey(query.search ?? '');
  const matching = sections.filter((section) =>
    [section.title, section.name, section.groupCode].some((value) => nameKey(value).includes(needle)),
  );
  const sorted = sortGroups(
    matching.map((section) => ({
      section,
      name: section.name || section.title,
      group_code: section.groupCode,
      created_at: section.createdAt,
    })),
    query.sort ?? 'name',
  );
  const byId = new Map(terms.map((term) => [term.termId, term]));
  return { items: sorted.map(({ section }) => presentSection(section, true, byId)) };
};
