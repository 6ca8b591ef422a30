import * as z from 'zod/mini';
import type { ActivityStatus } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';
import { activityPlanRecord, PLAN_COPY_FIELDS } from './activity-plan';
import { sectionPartition } from './section-member';

/** What a section's copy carries of its plan: the fields every copy carries, and when the plan last changed. */
const PLAN_FIELDS_COPIED = { ...PLAN_COPY_FIELDS, updatedAt: true } as const;

/**
 * The activity's count of progress rows in each status (ADR 0028 §3): top-level numbers, since DynamoDB's ADD
 * takes no nested path. Moved ± 1 in the transaction of every change of a progress row (its creation by
 * propagation, a status change by the portfolio workflow, its removal with a member), so the faculty home reads
 * the activities, never every row.
 */
export const COUNT_FIELD = {
  not_started: 'notStartedCount',
  in_progress: 'inProgressCount',
  submitted: 'submittedCount',
  assessed: 'assessedCount',
} as const satisfies Record<ActivityStatus, string>;

/** The activity's counts by status, as the API names them. */
export const activityCounts = (activity: SectionActivity): Record<ActivityStatus, number> => ({
  not_started: activity.notStartedCount,
  in_progress: activity.inProgressCount,
  submitted: activity.submittedCount,
  assessed: activity.assessedCount,
});

/**
 * A plan's copy in one section (ADR 0017): in the section's partition (`ACTIVITY#<planId>`) beside its
 * members and progress rows, so a section's activities and progress are one Query. Carries the plan's
 * title, template and dates at `datesVersion`; `templateId` may differ from the plan's when a section owner
 * chose another of the course's owner templates for it (`templateChosen`). Derived from the plan's record.
 */
export const sectionActivityRecord = recordSchema(() =>
  z.extend(z.pick(activityPlanRecord(), PLAN_FIELDS_COPIED), {
    groupId: z.string(),
    templateChosen: z.boolean(),
    notStartedCount: z.int(),
    inProgressCount: z.int(),
    submittedCount: z.int(),
    assessedCount: z.int(),
  }),
);
export type SectionActivity = RecordOf<typeof sectionActivityRecord>;

/** The id an activity has in the API: its section and its plan (`<groupId>.<planId>`). */
export const activityIdOf = (groupId: string, planId: string): string => `${groupId}.${planId}`;
export function parseActivityId(activityId: string): { groupId: string; planId: string } | null {
  const [groupId, planId, ...rest] = activityId.split('.');
  return groupId && planId && rest.length === 0 ? { groupId, planId } : null;
}

export const sectionActivityEntity = defineEntity<SectionActivity>()({
  name: 'sectionActivity',
  keyFields: ['organizationId', 'groupId', 'planId'],
  key: ({ organizationId, groupId, planId }) => ({
    pk: sectionPartition(organizationId, groupId),
    sk: `ACTIVITY#${planId}`,
  }),
  // Counts are 0 on an item written before them until the migration 0028-activity-counters counts its rows.
  defaults: { templateChosen: false, notStartedCount: 0, inProgressCount: 0, submittedCount: 0, assessedCount: 0 },
  record: sectionActivityRecord,
});
