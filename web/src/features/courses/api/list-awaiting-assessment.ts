import { useInfiniteQuery } from '@tanstack/react-query';
import { listAwaitingAssessment } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/**
 * GET /api/groups/{id}/awaiting-assessment?cursor: a section's submitted work awaiting assessment, oldest
 * submission first, 25 a page (ADR 0028 §3), for those who assess in it; the next page is read with the cursor
 * the last one returned.
 */
export function useAwaitingAssessment(groupId: string) {
  return useInfiniteQuery({
    queryKey: coursesKeys.awaiting(groupId),
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      api(listAwaitingAssessment, { path: { id: groupId }, query: { cursor: pageParam ?? undefined }, signal }),
    getNextPageParam: (last) => (last.more ? last.cursor : null),
  });
}
