import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchUsers } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { impersonationKeys } from './keys';

/** GET /api/users/search?q= (support and staff). */
export const searchUsersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: impersonationKeys.userSearch(q),
    queryFn: ({ signal }) => api(searchUsers, { query: { q }, signal }),
  });

export function useSearchUsers(q: string, enabled: boolean) {
  return useQuery({ ...searchUsersQueryOptions(q), enabled });
}
