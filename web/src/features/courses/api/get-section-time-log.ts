import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSectionTimeLog } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/** GET /api/groups/{id}/time-log: the caller's own log (a member) or every member's (owners, mentors). */
export const sectionTimeLogQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: coursesKeys.timeLog(groupId),
    queryFn: ({ signal }) => api(getSectionTimeLog, { path: { id: groupId }, signal }),
  });

export function useSectionTimeLog(groupId: string) {
  return useQuery(sectionTimeLogQueryOptions(groupId));
}
