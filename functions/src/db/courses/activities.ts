import { batchGetAttributes } from '../batch';
import { cursorAfter, getItem, queryItems, queryStored } from '../items';
import { activityPlanEntity, type ActivityPlan } from './entities/activity-plan';
import {
  activityProgressEntity,
  awaitingPartition,
  userActivitiesPartition,
  type ActivityProgress,
} from './entities/activity-progress';
import { courseContentsPartition } from './entities/section';
import { sectionActivityEntity, type SectionActivity } from './entities/section-activity';
import {
  sectionMemberEntity,
  sectionPartition,
  sectionRosterPartition,
  userSectionsPartition,
  type SectionMember,
} from './entities/section-member';
import { sectionOwnerEntity } from './entities/section-owner';

export type { ActivityPlan, ActivityProgress, SectionActivity, SectionMember };
export { activityCounts, activityIdOf, parseActivityId } from './entities/section-activity';

/** Access pattern "activity plan by id": GetItem `ORG#<orgId>` / `PLAN#<planId>`. */
export function getActivityPlan(
  organizationId: string,
  planId: string,
  options: { consistent?: boolean } = {},
): Promise<ActivityPlan | null> {
  return getItem(activityPlanEntity, { organizationId, planId }, options);
}

/** Access pattern "a course's plans": Query (all pages) of byRelation `ORG#<orgId>#COURSE#<courseId>`, `PLAN#`. */
export async function listCoursePlans(organizationId: string, courseId: string): Promise<ActivityPlan[]> {
  const { items } = await queryItems(activityPlanEntity, {
    index: 'byRelation',
    partition: courseContentsPartition(organizationId, courseId),
    prefix: 'PLAN#',
    all: true,
  });
  return items;
}

export interface SectionContents {
  members: SectionMember[];
  activities: SectionActivity[];
  progress: ActivityProgress[];
}

/**
 * Access pattern "a section's partition": one Query (all pages) of `ORG#<orgId>#GROUP#<groupId>`: its
 * members, its activities and every member's progress on them (the owner's progress view, propagation).
 */
export async function readSectionContents(organizationId: string, groupId: string): Promise<SectionContents> {
  const { items } = await queryStored({ partition: sectionPartition(organizationId, groupId), all: true });
  const contents: SectionContents = { members: [], activities: [], progress: [] };
  for (const stored of items) {
    const sortKey = String(stored.sk);
    if (sortKey.startsWith('MEMBER#')) contents.members.push(sectionMemberEntity.fromStored(stored));
    else if (sortKey.startsWith('ACTIVITY#')) contents.activities.push(sectionActivityEntity.fromStored(stored));
    else if (sortKey.startsWith('PROGRESS#')) contents.progress.push(activityProgressEntity.fromStored(stored));
  }
  return contents;
}

/**
 * Access pattern "a section's members and activities" (its reports, ADR 0028 §3): two Queries of
 * `ORG#<orgId>#GROUP#<groupId>` in parallel, `begins_with(sk, MEMBER#)` and `begins_with(sk, ACTIVITY#)`, every
 * page: the partition without its progress rows (one per member and activity, the bulk of it), which the
 * reports do not read.
 */
export async function readSectionRoster(
  organizationId: string,
  groupId: string,
): Promise<Pick<SectionContents, 'members' | 'activities'>> {
  const partition = sectionPartition(organizationId, groupId);
  const [members, activities] = await Promise.all([
    queryItems(sectionMemberEntity, { partition, prefix: 'MEMBER#', all: true }),
    queryItems(sectionActivityEntity, { partition, prefix: 'ACTIVITY#', all: true }),
  ]);
  return { members: members.items, activities: activities.items };
}

/** Items per Query page of the extracts' reads of a section's progress rows (docs/data-model.md "Extracts"). */
export const PROGRESS_READ_PAGE = 500;

/**
 * Access pattern "a section's progress rows, page by page" (the student-activity-status extract): Query
 * `pk = ORG#<orgId>#GROUP#<groupId> AND begins_with(sk, PROGRESS#)`, `PROGRESS_READ_PAGE` items a request,
 * each page handed over before the next is read, so a reader holds one page, never the whole partition.
 */
export async function* pagesOfSectionProgress(
  organizationId: string,
  groupId: string,
  limit = PROGRESS_READ_PAGE,
): AsyncGenerator<ActivityProgress[]> {
  let cursor: string | null = null;
  do {
    const page: { items: ActivityProgress[]; cursor: string | null } = await queryItems(activityProgressEntity, {
      partition: sectionPartition(organizationId, groupId),
      prefix: 'PROGRESS#',
      limit,
      cursor,
    });
    if (page.items.length > 0) yield page.items;
    cursor = page.cursor;
  } while (cursor);
}

/** The page size of a section's progress list (ADR 0028 §3). */
export const PROGRESS_PAGE_SIZE = 25;

/** What a progress cell needs of a row. */
export type ProgressCell = Pick<ActivityProgress, 'planId' | 'userId' | 'status' | 'portfolioId'>;
const CELL_FIELDS = ['planId', 'userId', 'status', 'portfolioId'] as const;

export interface ProgressPage {
  /** The page's students, by last name, first name. */
  members: SectionMember[];
  activities: SectionActivity[];
  progress: ProgressCell[];
  /** Continues after the page's last student; null when no student follows. */
  cursor: string | null;
}

/**
 * Access pattern "a page of a section's progress" (ADR 0028 §3): (1) in parallel, a Query of byListing
 * `ORG#<orgId>#GROUP#<groupId>#ROSTER`, `begins_with(gsi2sk, member#)`, 26 items from `cursor` (the students by
 * last name, first name; the 26th only says whether more follow), and the section's activities (`ACTIVITY#`,
 * every page: a handful, carrying their counts); (2) a BatchGetItem of the page's progress rows' cell fields
 * (25 students × the activities; one request per 100 keys, in parallel). A cursor from another partition is
 * InvalidCursorError.
 */
export async function readProgressPage(
  organizationId: string,
  groupId: string,
  cursor: string | null,
  size = PROGRESS_PAGE_SIZE,
): Promise<ProgressPage> {
  const [roster, activities] = await Promise.all([
    queryStored({
      index: 'byListing',
      partition: sectionRosterPartition(organizationId, groupId),
      prefix: 'member#',
      limit: size + 1,
      cursor,
    }),
    queryItems(sectionActivityEntity, {
      partition: sectionPartition(organizationId, groupId),
      prefix: 'ACTIVITY#',
      all: true,
    }),
  ]);
  const shown = roster.items.slice(0, size);
  const members = shown.map((stored) => sectionMemberEntity.fromStored(stored));
  const keys = members.flatMap((member) =>
    activities.items.map((activity) => ({ organizationId, groupId, planId: activity.planId, userId: member.userId })),
  );
  const progress = keys.length > 0 ? await batchGetAttributes(activityProgressEntity, keys, CELL_FIELDS) : [];
  const last = shown[shown.length - 1];
  return {
    members,
    activities: activities.items,
    progress,
    cursor: roster.items.length > size && last ? cursorAfter(last, 'byListing') : null,
  };
}

/** The page size of a section's list of work awaiting assessment (ADR 0028 §3). */
export const AWAITING_PAGE_SIZE = 25;

export interface AwaitingPage {
  /** The page's submitted rows, oldest submission first. */
  rows: ActivityProgress[];
  /** The section's activities (their titles, dates and counts). */
  activities: SectionActivity[];
  /** Continues after the page's last row; null when none follows. */
  cursor: string | null;
}

/**
 * Access pattern "a page of a section's work awaiting assessment" (ADR 0028 §3): in parallel, a Query of
 * byListing `ORG#<orgId>#GROUP#<groupId>#AWAITING` (the sparse key of submitted progress rows,
 * `<submittedAt>#<planId>#<userId>`), 26 items from `cursor`, oldest first (the 26th only says whether more
 * follow), and the section's activities (`ACTIVITY#`, every page: a handful, carrying their counts). One round
 * trip. A cursor from another partition or index is InvalidCursorError.
 */
export async function readAwaitingPage(
  organizationId: string,
  groupId: string,
  cursor: string | null,
  size = AWAITING_PAGE_SIZE,
): Promise<AwaitingPage> {
  const [awaiting, activities] = await Promise.all([
    queryStored({ index: 'byListing', partition: awaitingPartition(organizationId, groupId), limit: size + 1, cursor }),
    queryItems(sectionActivityEntity, {
      partition: sectionPartition(organizationId, groupId),
      prefix: 'ACTIVITY#',
      all: true,
    }),
  ]);
  const shown = awaiting.items.slice(0, size);
  const last = shown[shown.length - 1];
  return {
    rows: shown.map((stored) => activityProgressEntity.fromStored(stored)),
    activities: activities.items,
    cursor: awaiting.items.length > size && last ? cursorAfter(last, 'byListing') : null,
  };
}

/** Access pattern "one member's progress on one activity": GetItem `ORG#<orgId>#GROUP#<g>` / `PROGRESS#<p>#<u>`. */
export function getActivityProgress(
  organizationId: string,
  key: { groupId: string; planId: string; userId: string },
  options: { consistent?: boolean } = {},
): Promise<ActivityProgress | null> {
  return getItem(activityProgressEntity, { organizationId, ...key }, options);
}

/** Access pattern "one section activity": GetItem `ORG#<orgId>#GROUP#<groupId>` / `ACTIVITY#<planId>`. */
export function getSectionActivity(
  organizationId: string,
  groupId: string,
  planId: string,
): Promise<SectionActivity | null> {
  return getItem(sectionActivityEntity, { organizationId, groupId, planId });
}

/**
 * Access pattern "a user's sections": one Query (all pages) of byRelation `ORG#<orgId>#USER#<userId>#GROUPS`:
 * their memberships (`GROUP#<groupId>`, with the role) and the sections they own (`OWNED#<groupId>`).
 */
export async function listUserSectionPlaces(
  organizationId: string,
  userId: string,
): Promise<{ memberships: SectionMember[]; ownedGroupIds: string[] }> {
  const { items } = await queryStored({
    index: 'byRelation',
    partition: userSectionsPartition(organizationId, userId),
    all: true,
  });
  const memberships: SectionMember[] = [];
  const ownedGroupIds: string[] = [];
  for (const stored of items) {
    const sortKey = String(stored.gsi1sk);
    if (sortKey.startsWith('GROUP#')) memberships.push(sectionMemberEntity.fromStored(stored));
    else if (sortKey.startsWith('OWNED#')) ownedGroupIds.push(sectionOwnerEntity.fromStored(stored).groupId);
  }
  return { memberships, ownedGroupIds };
}

/** The page size of a student's activity list (spec 1 §9: activity page size 15). */
export const ACTIVITY_PAGE_SIZE = 15;

/**
 * Access pattern "a student's visible activities": Query byRelation `ORG#<orgId>#USER#<userId>#ACTIVITIES`,
 * `gsi1sk BETWEEN VISIBLE# AND VISIBLE#<today>#~`, newest visible first, 15 a page, by cursor.
 */
export async function listUserActivities(
  organizationId: string,
  userId: string,
  today: string,
  cursor: string | null,
): Promise<{ items: ActivityProgress[]; cursor: string | null }> {
  return queryItems(activityProgressEntity, {
    index: 'byRelation',
    partition: userActivitiesPartition(organizationId, userId),
    between: ['VISIBLE#', `VISIBLE#${today}#\uffff`],
    order: 'desc',
    limit: ACTIVITY_PAGE_SIZE,
    cursor,
  });
}
