import { queryOptions, useQuery } from '@tanstack/react-query';
import { listUserOrganizations } from '@tessera/shared';
import { api } from '../../../../lib/api-client';
import { organizationKeys } from './keys';

/** GET /api/users/{id}/organizations: the organisations the user has joined. */
export const userOrganizationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: organizationKeys.ofUser(userId),
    queryFn: ({ signal }) => api(listUserOrganizations, { path: { id: userId }, signal }),
  });

export function useUserOrganizations(userId: string, enabled = true) {
  return useQuery({ ...userOrganizationsQueryOptions(userId), enabled });
}
