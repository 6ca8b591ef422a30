import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteActivityPlan } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshCourse } from './keys';

/** DELETE .../activity-plans/{planId}?version=: a plan no student has started, with its copies in every section. */
export function useDeleteActivityPlan(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api(deleteActivityPlan, { path: { id: courseId, planId: id }, query: { version } }),
    onSuccess: () => refreshCourse(client, courseId),
  });
}
