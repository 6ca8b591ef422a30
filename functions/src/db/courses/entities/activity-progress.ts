import * as z from 'zod/mini';
import { ACTIVITY_STATUSES } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';
import { activityPlanRecord, PLAN_COPY_FIELDS } from './activity-plan';
import { sectionPartition } from './section-member';

/**
 * One member's progress on one activity (ADR 0017), in the section's partition (`PROGRESS#<planId>#<userId>`)
 * and listed on the member's side (byRelation `ORG#<orgId>#USER#<userId>#ACTIVITIES`,
 * `VISIBLE#<visibleDate>#<groupId>#<planId>`), so a student's visible activities across sections are one
 * Query by a key condition (`≤ VISIBLE#<today>`). Copies of the activity's title, dates and the section's
 * title keep that list one Query. `status` and `portfolioId` belong to the portfolios context (written
 * through ports/courses.ts `progressStatusChange`); the copies are rewritten without touching them.
 *
 * While its status is submitted the row is also on the section's list of work awaiting assessment (byListing
 * `ORG#<orgId>#GROUP#<groupId>#AWAITING`, `<submittedAt>#<planId>#<userId>`, ADR 0028 §3): a sparse key, set
 * by the change that makes the row submitted and removed by the one that moves it on, so the list is a Query
 * page in submission order, oldest first, that holds nothing else.
 */
export const activityProgressRecord = recordSchema(() =>
  z.extend(z.pick(activityPlanRecord(), PLAN_COPY_FIELDS), {
    groupId: z.string(),
    userId: z.string(),
    groupTitle: z.string(),
    status: z.enum(ACTIVITY_STATUSES),
    portfolioId: z.nullable(z.string()),
    /** When the work was last submitted; set while the status is submitted (the awaiting list's order). */
    submittedAt: z.optional(z.nullable(z.string())),
    updatedAt: z.string(),
  }),
);
export type ActivityProgress = RecordOf<typeof activityProgressRecord>;

export const userActivitiesPartition = (organizationId: string, userId: string): string =>
  `ORG#${organizationId}#USER#${userId}#ACTIVITIES`;
export const userActivitySortKey = (visibleDate: string, groupId: string, planId: string): string =>
  `VISIBLE#${visibleDate}#${groupId}#${planId}`;

export const awaitingPartition = (organizationId: string, groupId: string): string =>
  `ORG#${organizationId}#GROUP#${groupId}#AWAITING`;
export const awaitingSortKey = (submittedAt: string, planId: string, userId: string): string =>
  `${submittedAt}#${planId}#${userId}`;

/** The awaiting list's keys of a submitted row (none otherwise): written by every put of the row. */
export function awaitingKeys(
  row: Pick<ActivityProgress, 'organizationId' | 'groupId' | 'planId' | 'userId' | 'status' | 'submittedAt'>,
): { gsi2pk: string; gsi2sk: string } | Record<string, never> {
  if (row.status !== 'submitted' || !row.submittedAt) return {};
  return {
    gsi2pk: awaitingPartition(row.organizationId, row.groupId),
    gsi2sk: awaitingSortKey(row.submittedAt, row.planId, row.userId),
  };
}

/**
 * What an UpdateItem of a row's status sets and removes for the awaiting list: a row becoming (or staying)
 * submitted gets `submittedAt` and the list's keys; any other status removes all three (the key is sparse).
 */
export function awaitingChanges(
  key: Pick<ActivityProgress, 'organizationId' | 'groupId' | 'planId' | 'userId'>,
  status: ActivityProgress['status'],
  submittedAt: string,
): { set: Record<string, string | null>; remove: string[] } {
  if (status !== 'submitted') return { set: { submittedAt: null }, remove: ['gsi2pk', 'gsi2sk'] };
  return { set: { submittedAt, ...awaitingKeys({ ...key, status, submittedAt }) }, remove: [] };
}

export const activityProgressEntity = defineEntity<ActivityProgress>()({
  name: 'activityProgress',
  keyFields: ['organizationId', 'groupId', 'planId', 'userId'],
  key: ({ organizationId, groupId, planId, userId }) => ({
    pk: sectionPartition(organizationId, groupId),
    sk: `PROGRESS#${planId}#${userId}`,
  }),
  indexes: (row) => ({
    gsi1pk: userActivitiesPartition(row.organizationId, row.userId),
    gsi1sk: userActivitySortKey(row.visibleDate, row.groupId, row.planId),
    ...awaitingKeys(row),
  }),
  defaults: { status: 'not_started', portfolioId: null, submittedAt: null },
  record: activityProgressRecord,
});
