import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createActivityPlan, updateActivityPlan, type activityPlanFieldsSchema } from '@tessera/shared';
import type * as z from 'zod/mini';
import { api } from '../../../lib/api-client';
import { refreshCourse } from './keys';

export type ActivityPlanFields = z.infer<typeof activityPlanFieldsSchema>;

/** POST (a new plan, given to every section) or PUT at the version read (new dates rewritten in every section). */
export function useSaveActivityPlan(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, fields }: { id?: string; version?: number; fields: ActivityPlanFields }) =>
      id && version !== undefined
        ? api(updateActivityPlan, { path: { id: courseId, planId: id }, body: { ...fields, version } })
        : api(createActivityPlan, { path: { id: courseId }, body: fields }),
    onSuccess: () => refreshCourse(client, courseId),
  });
}
