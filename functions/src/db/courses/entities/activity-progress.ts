import type { ActivityStatus } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { sectionPartition } from './section-member';

/**
 * One member's progress on one activity (ADR 0017), in the section's partition (`PROGRESS#<planId>#<userId>`)
 * and listed on the member's side (byRelation `ORG#<orgId>#USER#<userId>#ACTIVITIES`,
 * `VISIBLE#<visibleDate>#<groupId>#<planId>`), so a student's visible activities across sections are one
 * Query by a key condition (`≤ VISIBLE#<today>`). Copies of the activity's title, dates and the section's
 * title keep that list one Query. `status` and `portfolioId` belong to the portfolios context (written
 * through ports/courses.ts `progressStatusChange`); the copies are rewritten without touching them.
 */
export interface ActivityProgress {
  organizationId: string;
  groupId: string;
  planId: string;
  userId: string;
  courseId: string;
  groupTitle: string;
  title: string;
  templateId: string;
  visibleDate: string;
  openDate: string;
  dueDate: string;
  datesVersion: number;
  status: ActivityStatus;
  portfolioId: string | null;
  updatedAt: string;
}

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
});
