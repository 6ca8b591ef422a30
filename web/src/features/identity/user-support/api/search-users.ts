import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchUsers } from '@tessera/shared';
import { api } from '../../../../lib/api-client';
import { userSupportKeys } from './keys';

export interface UserSearch {
  q: string;
  /** Provider staff: the organisation chosen; support: null (their own). */
  organizationId: string | null;
}

/**
 * GET /api/users/search?q=&organization_id= (support and provider staff): only users the caller may act as,
 * ranked by the server (spec 3 §9); `more` when further users match.
 */
export const searchUsersQueryOptions = ({ q, organizationId }: UserSearch) =>
  queryOptions({
    queryKey: userSupportKeys.userSearch(organizationId, q),
    queryFn: ({ signal }) =>
      api(searchUsers, { query: organizationId ? { q, organization_id: organizationId } : { q }, signal }),
  });

export function useSearchUsers(search: UserSearch, enabled: boolean) {
  return useQuery({ ...searchUsersQueryOptions(search), enabled });
}
