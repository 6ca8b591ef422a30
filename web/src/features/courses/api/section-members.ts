import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addSectionMember,
  listSectionMembers,
  removeSectionMember,
  searchMemberCandidates,
  uploadSectionMembers,
  type SectionRole,
} from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys, refreshCourse } from './keys';

/** GET /api/groups/{id}/members: a section's members with their roles. */
export function useSectionMembers(sectionId: string) {
  return useQuery({
    queryKey: coursesKeys.members(sectionId),
    queryFn: ({ signal }) => api(listSectionMembers, { path: { id: sectionId }, signal }),
  });
}

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

/** After a membership change: the members, the candidates and the course's section rows (members count). */
function useRefreshMembers(courseId: string, sectionId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: coursesKeys.members(sectionId) }),
      client.invalidateQueries({ queryKey: [...coursesKeys.all, 'candidates', sectionId] }),
      refreshCourse(client, courseId),
    ]);
}

/** POST /api/groups/{id}/members: one user in a role. */
export function useAddSectionMember(courseId: string, sectionId: string) {
  const refresh = useRefreshMembers(courseId, sectionId);
  return useMutation({
    mutationFn: (body: { user_id: string; role: SectionRole }) =>
      api(addSectionMember, { path: { id: sectionId }, body }),
    onSuccess: refresh,
  });
}

/** DELETE /api/groups/{id}/members/{userId}. */
export function useRemoveSectionMember(courseId: string, sectionId: string) {
  const refresh = useRefreshMembers(courseId, sectionId);
  return useMutation({
    mutationFn: (userId: string) => api(removeSectionMember, { path: { id: sectionId, userId } }),
    onSuccess: refresh,
  });
}

/** POST /api/groups/{id}/upload-members: a CSV (spec 2 §7); the answer lists success, failed and existing. */
export function useUploadSectionMembers(courseId: string, sectionId: string) {
  const refresh = useRefreshMembers(courseId, sectionId);
  return useMutation({
    mutationFn: (body: { filename: string; content: string }) =>
      api(uploadSectionMembers, { path: { id: sectionId }, body }),
    onSuccess: refresh,
  });
}
