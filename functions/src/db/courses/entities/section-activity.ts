import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';
import { activityPlanRecord, PLAN_COPY_FIELDS } from './activity-plan';
import { sectionPartition } from './section-member';

/** What a section's copy carries of its plan: the fields every copy carries, and when the plan last changed. */
const PLAN_FIELDS_COPIED = { ...PLAN_COPY_FIELDS, updatedAt: true } as const;

/**
 * A plan's copy in one section (ADR 0017): in the section's partition (`ACTIVITY#<planId>`) beside its
 * members and progress rows, so a section's activities and progress are one Query. Carries the plan's
 * title, template and dates at `datesVersion`; `templateId` may differ from the plan's when a section owner
 * chose another of the course's owner templates for it (`templateChosen`). Derived from the plan's record.
 */
export const sectionActivityRecord = recordSchema(() =>
  z.extend(z.pick(activityPlanRecord(), PLAN_FIELDS_COPIED), { groupId: z.string(), templateChosen: z.boolean() }),
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
  defaults: { templateChosen: false },
  record: sectionActivityRecord,
});
