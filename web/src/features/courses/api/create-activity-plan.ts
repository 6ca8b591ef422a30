import { createActivityPlan as createActivityPlanContract, type activityPlanFieldsSchema } from '@tessera/shared';
import type * as z from 'zod/mini';
import { api } from '../../../lib/api-client';

export type ActivityPlanFields = z.infer<typeof activityPlanFieldsSchema>;

/** POST /api/group-templates/{id}/activity-plans: a new plan, given to every section of the course. */
export const createActivityPlan = (courseId: string, fields: ActivityPlanFields) =>
  api(createActivityPlanContract, { path: { id: courseId }, body: fields });
