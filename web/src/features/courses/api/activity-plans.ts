import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createActivityPlan,
  deleteActivityPlan,
  listActivityPlans,
  updateActivityPlan,
  type activityPlanFieldsSchema,
} from '@tessera/shared';
import type * as z from 'zod/mini';
import { api } from '../../../lib/api-client';
import { coursesKeys, refreshCourse } from './keys';

export type ActivityPlanFields = z.infer<typeof activityPlanFieldsSchema>;

/** GET /api/group-templates/{id}/activity-plans. */
export function useActivityPlans(courseId: string) {
  return useQuery({
    queryKey: coursesKeys.plans(courseId),
    queryFn: ({ signal }) => api(listActivityPlans, { path: { id: courseId }, signal }),
  });
}

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

/** DELETE a plan no student has started, with its copies in every section. */
export function useDeleteActivityPlan(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api(deleteActivityPlan, { path: { id: courseId, planId: id }, query: { version } as never }),
    onSuccess: () => refreshCourse(client, courseId),
  });
}
