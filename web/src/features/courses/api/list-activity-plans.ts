import { useQuery } from '@tanstack/react-query';
import { listActivityPlans } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/** GET /api/group-templates/{id}/activity-plans. */
export function useActivityPlans(courseId: string) {
  return useQuery({
    queryKey: coursesKeys.plans(courseId),
    queryFn: ({ signal }) => api(listActivityPlans, { path: { id: courseId }, signal }),
  });
}
