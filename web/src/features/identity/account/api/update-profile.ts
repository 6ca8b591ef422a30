import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile, type Profile, type RequestBodyInput } from '@tessera/shared';
import { api } from '../../../../lib/api-client';
import { accountKeys } from './keys';

export type ProfileChanges = RequestBodyInput<typeof updateProfile>;

/** PUT /api/users/{id}/update-profile at the version read (a newer one: 409). */
export function useUpdateProfile(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileChanges) => api(updateProfile, { path: { id: userId }, body }),
    onSuccess: (profile: Profile) => client.setQueryData(accountKeys.profile(userId), profile),
  });
}
