import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchMemberCandidates } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/** GET /api/groups/{id}/member-candidates?search=: people not yet in the section ("No result" when none). */
export function useMemberCandidates(sectionId: string, search: string) {
  return useQuery({
    queryKey: coursesKeys.candidates(sectionId, search),
    queryFn: ({ signal }) =>
      api(searchMemberCandidates, { path: { id: sectionId }, query: { search: search.trim() }, signal }),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
