import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createActivityPlan, type ActivityPlanFields } from './create-activity-plan';
import { refreshCourse } from './keys';
import { updateActivityPlan } from './update-activity-plan';

export type { ActivityPlanFields } from './create-activity-plan';

/** The plan editor's one save: a new plan (create-activity-plan) or the one read, at its version (update-activity-plan). */
export function useSaveActivityPlan(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, fields }: { id?: string; version?: number; fields: ActivityPlanFields }) =>
      id && version !== undefined
        ? updateActivityPlan(courseId, id, version, fields)
        : createActivityPlan(courseId, fields),
    onSuccess: () => refreshCourse(client, courseId),
  });
}
