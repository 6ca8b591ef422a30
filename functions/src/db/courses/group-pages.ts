import type { GroupSort } from '@tessera/shared';
import { batchGet } from '../batch';
import type { Entity } from '../entity';
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

/** What a page's stored items are: their entity, the key of an id, an item's id and its sort key's prefix. */
interface GroupKind<T, K extends keyof T> {
  entity: Entity<T, K>;
  key: (id: string) => Pick<T, K>;
  idOf: (item: T) => string;
  prefix: 'COURSE#' | 'GROUP#';
}

/**
 * A page's items. Every index but byLibraryTitle projects the whole item; that one projects the table's keys
 * but not the course's or section's id attribute, so a code page is read whole by the ids after its sort keys'
 * prefix (one BatchGetItem), in its order.
 */
async function itemsOf<T, K extends keyof T>(
  query: PageQuery,
  stored: Record<string, unknown>[],
  kind: GroupKind<T, K>,
): Promise<T[]> {
  if (query.sort !== 'code') return stored.map((item) => kind.entity.fromStored(item));
  const ids = stored.map((item) => String(item.sk).slice(kind.prefix.length));
  const found = new Map((await batchGet(kind.entity, ids.map(kind.key))).map((item) => [kind.idOf(item), item]));
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
  const items = await itemsOf(query, page.items, {
    entity: courseEntity,
    key: (courseId) => ({ organizationId, courseId }),
    idOf: (course) => course.courseId,
    prefix: 'COURSE#',
  });
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
  const items = await itemsOf(query, page.items, {
    entity: sectionEntity,
    key: (groupId) => ({ organizationId, groupId }),
    idOf: (section) => section.groupId,
    prefix: 'GROUP#',
  });
  return { items, cursor: page.cursor, more: page.more };
}
