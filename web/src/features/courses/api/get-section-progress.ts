import { useInfiniteQuery } from '@tanstack/react-query';
import { getSectionProgress } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/**
 * GET /api/groups/{id}/progress?cursor: a section the caller owns, 25 students a page by name × every activity,
 * with each activity's state counts (ADR 0028 §3); the next page is read with the cursor the last one returned.
 */
export function useSectionProgress(groupId: string) {
  return useInfiniteQuery({
    queryKey: coursesKeys.progress(groupId),
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      api(getSectionProgress, { path: { id: groupId }, query: { cursor: pageParam ?? undefined }, signal }),
    getNextPageParam: (last) => (last.more ? last.cursor : null),
  });
}
