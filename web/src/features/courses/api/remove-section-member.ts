import { useMutation } from '@tanstack/react-query';
import { removeSectionMember } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { useRefreshMembers } from './refresh-members';

/** DELETE /api/groups/{id}/members/{userId}. */
export function useRemoveSectionMember(courseId: string, sectionId: string) {
  const refresh = useRefreshMembers(courseId, sectionId);
  return useMutation({
    mutationFn: (userId: string) => api(removeSectionMember, { path: { id: sectionId, userId } }),
    onSuccess: refresh,
  });
}
