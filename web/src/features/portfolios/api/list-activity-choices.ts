import { useInfiniteQuery } from '@tanstack/react-query';
import { listMyActivities } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { portfoliosKeys } from './keys';

/**
 * GET /api/users/{id}/activities: the activities of the owner's sections an activity reference may list, 15 a
 * page; "Load more" reads the next page with the cursor the last one returned.
 */
export function useActivityChoices(userId: string) {
  return useInfiniteQuery({
    queryKey: portfoliosKeys.activityChoices(userId),
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      api(listMyActivities, { path: { id: userId }, query: { cursor: pageParam ?? undefined }, signal }),
    getNextPageParam: (last) => last.cursor,
  });
}
