import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { startImpersonation as startImpersonationContract } from '@tessera/shared';
import { api } from '../../../../lib/api-client';
import { followRedirect, reloadUserData } from '../../../../lib/current-user';

export interface ImpersonationStart {
  userId: string;
  /** Provider staff: the organisation they searched (the user is acted as there); support: omitted. */
  organizationId?: string | null;
}

/** POST /api/impersonations {user_id, organization_id?}: start acting as that user. */
export const startImpersonation = ({ userId, organizationId }: ImpersonationStart) =>
  api(startImpersonationContract, {
    body: organizationId ? { user_id: userId, organization_id: organizationId } : { user_id: userId },
  });

/** Starts acting as the user, then fetches the current user again (now the one acted as) and follows redirect_to. */
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
