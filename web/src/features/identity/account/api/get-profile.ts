import { useQuery } from '@tanstack/react-query';
import { getProfile } from '@tessera/shared';
import { api } from '../../../../lib/api-client';
import { accountKeys } from './keys';

/** GET /api/users/{id}/profile: the fields this reader may see (the server decides; spec 2 §6). */
export function useProfile(userId: string) {
  return useQuery({
    queryKey: accountKeys.profile(userId),
    queryFn: ({ signal }) => api(getProfile, { path: { id: userId }, signal }),
  });
}
