import { batchGet } from '../batch';
import { getItem, queryItems } from '../items';
import { courseContentsPartition, sectionEntity, type Section } from './entities/section';

export type { LogDisplay, Section, SectionOwner } from './entities/section';

/** Access pattern "section by id": GetItem `ORG#<orgId>` / `GROUP#<groupId>`. */
export function getSection(
  organizationId: string,
  groupId: string,
  options: { consistent?: boolean } = {},
): Promise<Section | null> {
  return getItem(sectionEntity, { organizationId, groupId }, options);
}

/**
 * Access pattern "a course's sections, whole": Query (all pages) of byRelation `ORG#<orgId>#COURSE#<courseId>`,
 * `GROUP#`, for work over every section (propagation, deleting a plan, the node report). The sections table
 * reads pages (group-pages.ts).
 */
export async function listSectionsOfCourse(organizationId: string, courseId: string): Promise<Section[]> {
  const { items } = await queryItems(sectionEntity, {
    index: 'byRelation',
    partition: courseContentsPartition(organizationId, courseId),
    prefix: 'GROUP#',
    all: true,
  });
  return items;
}

/**
 * Access pattern "sections by id": BatchGetItem `ORG#<orgId>` / `GROUP#<groupId>` (a user's sections; an
 * import's sections by the ids their codes' guards name, consistent so a retried chunk sees its own writes).
 */
export function getSections(
  organizationId: string,
  groupIds: readonly string[],
  options: { consistent?: boolean } = {},
): Promise<Section[]> {
  return batchGet(
    sectionEntity,
    groupIds.map((groupId) => ({ organizationId, groupId })),
    options,
  );
}
