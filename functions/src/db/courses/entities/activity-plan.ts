import { defineEntity } from '../../entity';
import { courseContentsPartition } from './section';

/**
 * A course's activity plan (spec 2 §3 "Group template activity plan", ADR 0017): listed with its course's
 * sections (byRelation `ORG#<orgId>#COURSE#<courseId>`, `PLAN#<planId>`), so the course editor reads both in
 * one Query. Dates are YYYY-MM-DD; `datesVersion` moves with every change of the dates (and of the title or
 * template, which the copies carry too), so a copy written late never overwrites newer ones. `propagation`
 * says whether every section holds the current copy.
 */
export interface ActivityPlan {
  organizationId: string;
  planId: string;
  courseId: string;
  nodeId: string;
  title: string;
  templateId: string;
  visibleDate: string;
  openDate: string;
  dueDate: string;
  datesVersion: number;
  propagation: 'pending' | 'done';
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const activityPlanEntity = defineEntity<ActivityPlan>()({
  name: 'activityPlan',
  keyFields: ['organizationId', 'planId'],
  key: ({ organizationId, planId }) => ({ pk: `ORG#${organizationId}`, sk: `PLAN#${planId}` }),
  indexes: (plan) => ({
    gsi1pk: courseContentsPartition(plan.organizationId, plan.courseId),
    gsi1sk: `PLAN#${plan.planId}`,
  }),
  defaults: { propagation: 'done' },
});
