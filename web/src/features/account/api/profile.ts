import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAttachment,
  getProfile,
  getProfileResume,
  updateProfile,
  type Profile,
  type RequestBodyInput,
} from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

export type ProfileChanges = RequestBodyInput<typeof updateProfile>;

/** GET /api/users/{id}/profile: the fields this reader may see (the server decides; spec 2 §6). */
export function useProfile(userId: string) {
  return useQuery({
    queryKey: accountKeys.profile(userId),
    queryFn: ({ signal }) => api(getProfile, { path: { id: userId }, signal }),
  });
}

/** PUT /api/users/{id}/update-profile at the version read (a newer one: 409). */
export function useUpdateProfile(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileChanges) => api(updateProfile, { path: { id: userId }, body }),
    onSuccess: (profile: Profile) => client.setQueryData(accountKeys.profile(userId), profile),
  });
}

/** The resume's file name (the profile holds the attachment's id): one's own files only, so only the owner asks. */
export function useResumeName(ownerId: string, attachmentId: string | undefined) {
  return useQuery({
    queryKey: [...accountKeys.profile(ownerId), 'resume', attachmentId],
    queryFn: ({ signal }) => api(getAttachment, { path: { id: ownerId, attachmentId: attachmentId ?? '' }, signal }),
    enabled: attachmentId !== undefined,
    select: (attachment) => attachment.filename,
  });
}

/** GET /api/users/{id}/profile/resume: another member's resume as a fresh download link (faculty, admins). */
export function fetchProfileResume(userId: string) {
  return api(getProfileResume, { path: { id: userId } });
}
