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
 */
export const activityProgressRecord = recordSchema(() =>
  z.extend(z.pick(activityPlanRecord(), PLAN_COPY_FIELDS), {
    groupId: z.string(),
    userId: z.string(),
    groupTitle: z.string(),
    status: z.enum(ACTIVITY_STATUSES),
    portfolioId: z.nullable(z.string()),
    updatedAt: z.string(),
  }),
);
export type ActivityProgress = RecordOf<typeof activityProgressRecord>;

export const userActivitiesPartition = (organizationId: string, userId: string): string =>
  `ORG#${organizationId}#USER#${userId}#ACTIVITIES`;
export const userActivitySortKey = (visibleDate: string, groupId: string, planId: string): string =>
  `VISIBLE#${visibleDate}#${groupId}#${planId}`;

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
  }),
  defaults: { status: 'not_started', portfolioId: null },
  record: activityProgressRecord,
});
