import { useMutation } from '@tanstack/react-query';
import { addSectionMember, type SectionRole } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { useRefreshMembers } from './refresh-members';

/** POST /api/groups/{id}/members: one user in a role. */
export function useAddSectionMember(courseId: string, sectionId: string) {
  const refresh = useRefreshMembers(courseId, sectionId);
  return useMutation({
    mutationFn: (body: { user_id: string; role: SectionRole }) =>
      api(addSectionMember, { path: { id: sectionId }, body }),
    onSuccess: refresh,
  });
}
