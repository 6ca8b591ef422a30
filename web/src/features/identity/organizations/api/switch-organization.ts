import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { switchOrganization as switchOrganizationContract } from '@tessera/shared';
import { api } from '../../../../lib/api-client';
import { isApiError } from '../../../../lib/api-error';
import { reloadUserData } from '../../../../lib/current-user';
import { paths } from '../../../../lib/paths';

/** POST /users/{id}/login {organization_id}: switch the current organisation. */
export const switchOrganization = (userId: string, organizationId: string) =>
  api(switchOrganizationContract, { path: { id: userId }, body: { organization_id: organizationId } });

/** Where the product goes after a switch (spec 1 §7): 402 → purchase page; success or any other failure → /. */
export function switchDestination(error: unknown): string {
  return isApiError(error) && error.status === 402 ? paths.purchase : paths.root;
}

export function useSwitchOrganization(userId: string) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (organizationId: string) => switchOrganization(userId, organizationId),
    onSettled: async (_data, error) => {
      const target = switchDestination(error);
      if (target === paths.root) await reloadUserData(client);
      await navigate(target);
    },
  });
}
