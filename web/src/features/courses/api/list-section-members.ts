import { useQuery } from '@tanstack/react-query';
import { listSectionMembers } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/** GET /api/groups/{id}/members: a section's members with their roles. */
export function useSectionMembers(sectionId: string) {
  return useQuery({
    queryKey: coursesKeys.members(sectionId),
    queryFn: ({ signal }) => api(listSectionMembers, { path: { id: sectionId }, signal }),
  });
}
