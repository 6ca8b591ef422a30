import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHierarchy } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { hierarchyKeys } from './keys';

/** GET /api/hierarchy: the nodes the caller may access (spec 2 §2, §6). */
export const hierarchyQueryOptions = () =>
  queryOptions({
    queryKey: hierarchyKeys.tree(),
    queryFn: ({ signal }) => api(getHierarchy, { signal }),
  });

export function useHierarchy() {
  return useQuery(hierarchyQueryOptions());
}
