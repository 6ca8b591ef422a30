import { useQuery } from '@tanstack/react-query';
import { getSectionProgress } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/** GET /api/groups/{id}/progress: every member × activity of a section the caller owns, with state counts. */
export function useSectionProgress(groupId: string) {
  return useQuery({
    queryKey: coursesKeys.progress(groupId),
    queryFn: ({ signal }) => api(getSectionProgress, { path: { id: groupId }, signal }),
  });
}
