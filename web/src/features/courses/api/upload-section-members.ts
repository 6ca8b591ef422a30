import { useMutation } from '@tanstack/react-query';
import { uploadSectionMembers } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { useRefreshMembers } from './refresh-members';

/** POST /api/groups/{id}/upload-members: a CSV (spec 2 §7); the answer lists success, failed and existing. */
export function useUploadSectionMembers(courseId: string, sectionId: string) {
  const refresh = useRefreshMembers(courseId, sectionId);
  return useMutation({
    mutationFn: (body: { filename: string; content_base64: string }) =>
      api(uploadSectionMembers, { path: { id: sectionId }, body }),
    onSuccess: refresh,
  });
}
