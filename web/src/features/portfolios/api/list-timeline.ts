import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listTimeline } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';

/** GET /api/users/{id}/portfolios/timeline?page: the owner's items on the timeline, latest first, 15 a page. */
export const timelineQueryOptions = (ownerId: string, page: number) =>
  queryOptions({
    queryKey: resourceKeys.timelinePage(ownerId, page),
    queryFn: ({ signal }) => api(listTimeline, { path: { id: ownerId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export function useTimeline(ownerId: string, page: number) {
  return useQuery(timelineQueryOptions(ownerId, page));
}
