import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { revokeImpersonation as revokeImpersonationContract } from '@tessera/shared';
import { api } from '../../../../lib/api-client';
import { followRedirect, reloadUserData } from '../../../../lib/current-user';

/** DELETE /api/impersonations/current: stop acting as the user and follow redirect_to (spec 1 §7). */
export const revokeImpersonation = () => api(revokeImpersonationContract);

export function useRevokeImpersonation() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: revokeImpersonation,
    onSuccess: async ({ redirect_to }) => {
      await reloadUserData(client);
      followRedirect(redirect_to, (to) => navigate(to));
    },
  });
}
