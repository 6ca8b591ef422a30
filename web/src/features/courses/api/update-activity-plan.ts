import { updateActivityPlan as updateActivityPlanContract } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import type { ActivityPlanFields } from './create-activity-plan';

/** PUT /api/group-templates/{id}/activity-plans/{planId} at the version read: new dates are rewritten in every section. */
export const updateActivityPlan = (courseId: string, planId: string, version: number, fields: ActivityPlanFields) =>
  api(updateActivityPlanContract, { path: { id: courseId, planId }, body: { ...fields, version } });
