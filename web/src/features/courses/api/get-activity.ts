import { queryOptions, useQuery } from '@tanstack/react-query';
import { listReferencedActivities } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/**
 * One activity the caller may see, through POST /api/activities/referenced_activities with its id (the only
 * read of a single activity that works for members and owners alike): null when it is not theirs to see.
 */
export const activityQueryOptions = (activityId: string) =>
  queryOptions({
    queryKey: coursesKeys.activity(activityId),
    queryFn: async ({ signal }) => {
      const { items } = await api(listReferencedActivities, { body: { activity_ids: [activityId] }, signal });
      return items[0] ?? null;
    },
  });

export function useActivity(activityId: string) {
  return useQuery(activityQueryOptions(activityId));
}
