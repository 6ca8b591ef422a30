import { useQuery } from '@tanstack/react-query';
import { listReferencedActivities } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { portfoliosKeys } from './keys';

/**
 * POST /api/activities/referenced_activities: the activities an activity reference lists, as they are now, for
 * a reader who may see them (the others are left out: the card then shows what the owner chose).
 */
export function useReferencedActivities(ids: readonly string[]) {
  return useQuery({
    queryKey: portfoliosKeys.referencedActivities(ids),
    queryFn: ({ signal }) => api(listReferencedActivities, { body: { activity_ids: [...ids] }, signal }),
    enabled: ids.length > 0,
  });
}
