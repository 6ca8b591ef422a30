import type { GroupSort } from '@tessera/shared';
import { batchGet } from '../batch';
import { where } from '../expressions';
import { readIndexPage } from '../index-pages';
import { courseEntity, nodeCoursesPartition, type Course } from './entities/course';
import { courseContentsPartition, courseSectionsPartition, sectionEntity, type Section } from './entities/section';

/**
 * Access patterns "a node's courses, a page" and "a course's sections, a page" (ADR 0028 §4, docs/data-model.md
 * "Courses: lists"): each of the four orders of spec 2 §9 is one sorted index partition, read a page at a time
 * (db/index-pages.ts: at most five Query pages, the cursor checked against the index and partition asked):
 * - name: byListing (projects every attribute: the page is the items);
 * - recently / least recently created: byRelation, read backwards / forwards;
 * - code: byLibraryTitle, which projects only the library's listing attributes, so the page's keys are then
 *   read from the table (one BatchGetItem of at most a page): the order asked least, one round trip more.
 * A search is `contains(titleKey, needle)` (the searched texts' nameKeys), a FilterExpression.
 */
export interface GroupPage<T> {
  items: T[];
  cursor: string | null;
  more: boolean;
}

interface PageQuery {
  sort: GroupSort;
  /** A nameKey; '' lists everything. */
  search: string;
  pageSize: number;
  cursor: string | null;
}

const INDEX_OF = {
  name: 'byListing',
  code: 'byLibraryTitle',
  recently_created: 'byRelation',
  least_recently_created: 'byRelation',
} as const satisfies Record<GroupSort, string>;

async function readGroupPage(
  query: PageQuery,
  partitions: { created: string; createdPrefix: string; sorted: string },
): Promise<GroupPage<Record<string, unknown>>> {
  const index = INDEX_OF[query.sort];
  const created = index === 'byRelation';
  return readIndexPage({
    index,
    partition: created ? partitions.created : partitions.sorted,
    prefix: created ? partitions.createdPrefix : undefined,
    descending: query.sort === 'recently_created',
    filter: query.search ? where.contains('titleKey', query.search) : undefined,
    pageSize: query.pageSize,
    cursor: query.cursor,
  });
}

/**
 * The items of a page read from byLibraryTitle, read whole, in its order. That index projects the table's keys
 * but not the course's or section's id attribute, so the id is the sort key's after its prefix.
 */
async function wholeItems<T>(
  stored: Record<string, unknown>[],
  read: (keys: string[]) => Promise<T[]>,
  idOf: (item: T) => string,
  prefix: 'COURSE#' | 'GROUP#',
): Promise<T[]> {
  const ids = stored.map((item) => String(item.sk).slice(prefix.length));
  const found = new Map((await read(ids)).map((item) => [idOf(item), item]));
  // An item deleted between the index read and this one is left out.
  return ids.flatMap((id) => (found.has(id) ? [found.get(id) as T] : []));
}

export async function listNodeCoursesPage(
  organizationId: string,
  nodeId: string,
  query: PageQuery,
): Promise<GroupPage<Course>> {
  const partition = nodeCoursesPartition(organizationId, nodeId);
  const page = await readGroupPage(query, { created: partition, createdPrefix: 'COURSE#', sorted: partition });
  const items =
    query.sort === 'code'
      ? await wholeItems(
          page.items,
          (ids) =>
            batchGet(
              courseEntity,
              ids.map((courseId) => ({ organizationId, courseId })),
            ),
          (course) => course.courseId,
          'COURSE#',
        )
      : page.items.map((stored) => courseEntity.fromStored(stored));
  return { items, cursor: page.cursor, more: page.more };
}

export async function listCourseSectionsPage(
  organizationId: string,
  courseId: string,
  query: PageQuery,
): Promise<GroupPage<Section>> {
  const page = await readGroupPage(query, {
    created: courseContentsPartition(organizationId, courseId),
    createdPrefix: 'GROUP#',
    sorted: courseSectionsPartition(organizationId, courseId),
  });
  const items =
    query.sort === 'code'
      ? await wholeItems(
          page.items,
          (ids) =>
            batchGet(
              sectionEntity,
              ids.map((groupId) => ({ organizationId, groupId })),
            ),
          (section) => section.groupId,
          'GROUP#',
        )
      : page.items.map((stored) => sectionEntity.fromStored(stored));
  return { items, cursor: page.cursor, more: page.more };
}
