import { backfillLibraryPage } from '../library-backfill';
import { courseEntity, type Course } from './entities/course';
import { sectionEntity, type Section } from './entities/section';

/**
 * Migration 0028-sorted-course-lists' part of the courses context: one page of an organisation's courses
 * (`COURSE#`) or sections (`GROUP#`, the `courseSection` items of a course; the hierarchy's own groups under the
 * same prefix are left alone) given the keys of their list orders (entities/course.ts, entities/section.ts):
 * the created order's byRelation sort key, the name order's byListing keys, the code order's byLibraryTitle
 * keys and the search's `titleKey`.
 */
const LIST_ATTRIBUTES = ['gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk', 'titleKey'] as const;

export function backfillGroupListsPage(
  organizationId: string,
  kind: 'courses' | 'sections',
  cursor: string | null,
): Promise<{ changed: number; cursor: string | null }> {
  if (kind === 'courses')
    return backfillLibraryPage<Course>({
      entity: courseEntity,
      organizationId,
      prefix: 'COURSE#',
      cursor,
      attributes: LIST_ATTRIBUTES,
      accept: (stored) => stored._et === courseEntity.name,
    });
  return backfillLibraryPage<Section>({
    entity: sectionEntity,
    organizationId,
    prefix: 'GROUP#',
    cursor,
    attributes: LIST_ATTRIBUTES,
    accept: (stored) => stored._et === sectionEntity.name && typeof stored.courseId === 'string',
  });
}
