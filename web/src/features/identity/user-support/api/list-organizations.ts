import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listOrganizations } from '@tessera/shared';
import { api } from '../../../../lib/api-client';
import { userSupportKeys } from './keys';

/** GET /api/organizations?q= (provider staff): organisation names containing q, by name; `more` when cut short. */
export const organizationsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: userSupportKeys.organizations(q),
    queryFn: ({ signal }) => api(listOrganizations, { query: { q }, signal }),
    staleTime: 60_000,
  });

/** The organisations for the text typed; the previous answer stays shown while the next one loads. */
export function useOrganizations(q: string, enabled: boolean) {
  return useQuery({ ...organizationsQueryOptions(q), enabled, placeholderData: keepPreviousData });
}
