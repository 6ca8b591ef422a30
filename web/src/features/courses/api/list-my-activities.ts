import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listMyActivities } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/**
 * GET /api/users/{id}/activities: the caller's visible activities across their sections, 15 a page; the
 * next page is read with the cursor the last one returned (spec 1 §9).
 */
export const myActivitiesQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: coursesKeys.myActivities(userId),
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      api(listMyActivities, { path: { id: userId }, query: { cursor: pageParam ?? undefined }, signal }),
    getNextPageParam: (last) => last.cursor,
  });

export function useMyActivities(userId: string) {
  return useInfiniteQuery(myActivitiesQueryOptions(userId));
}
