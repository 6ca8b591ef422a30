import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { startImpersonation as startImpersonationContract } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { followRedirect, reloadUserData } from '../../../lib/current-user';

/** POST /api/impersonations {user_id}: start acting as that user, then follow redirect_to. */
export const startImpersonation = (userId: string) => api(startImpersonationContract, { body: { user_id: userId } });

export function useStartImpersonation() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: startImpersonation,
    onSuccess: async ({ redirect_to }) => {
      await reloadUserData(client);
      followRedirect(redirect_to, (to) => navigate(to));
    },
  });
}
