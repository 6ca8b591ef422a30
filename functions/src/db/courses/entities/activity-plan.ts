import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';
import { courseContentsPartition } from './section';

/**
 * A course's activity plan (spec 2 §3 "Group template activity plan", ADR 0017): listed with its course's
 * sections (byRelation `ORG#<orgId>#COURSE#<courseId>`, `PLAN#<planId>`), so the course editor reads both in
 * one Query. Dates are YYYY-MM-DD; `datesVersion` moves with every change of the dates (and of the title or
 * template, which the copies carry too), so a copy written late never overwrites newer ones. `propagation`
 * says whether every section holds the current copy.
 */
export const activityPlanRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    planId: z.string(),
    courseId: z.string(),
    nodeId: z.string(),
    title: z.string(),
    templateId: z.string(),
    visibleDate: z.string(),
    openDate: z.string(),
    dueDate: z.string(),
    datesVersion: z.number(),
    propagation: z.enum(['pending', 'done']),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type ActivityPlan = RecordOf<typeof activityPlanRecord>;

/**
 * What every copy of a plan carries of it (a section's copy, each member's progress), picked from the plan's
 * schema so the copies' types follow the plan's.
 */
export const PLAN_COPY_FIELDS = {
  organizationId: true,
  planId: true,
  courseId: true,
  title: true,
  templateId: true,
  visibleDate: true,
  openDate: true,
  dueDate: true,
  datesVersion: true,
} as const;

export const activityPlanEntity = defineEntity<ActivityPlan>()({
  name: 'activityPlan',
  keyFields: ['organizationId', 'planId'],
  key: ({ organizationId, planId }) => ({ pk: `ORG#${organizationId}`, sk: `PLAN#${planId}` }),
  indexes: (plan) => ({
    gsi1pk: courseContentsPartition(plan.organizationId, plan.courseId),
    gsi1sk: `PLAN#${plan.planId}`,
  }),
  defaults: { propagation: 'done' },
  record: activityPlanRecord,
});
