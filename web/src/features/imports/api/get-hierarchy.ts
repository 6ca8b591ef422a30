import { useQuery } from '@tanstack/react-query';
import { getHierarchy } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';

/** GET /api/hierarchy: the folders the caller reaches; a folder kind's page offers those they administer. */
export function useHierarchy(enabled: boolean) {
  return useQuery({
    queryKey: resourceKeys.hierarchy(),
    queryFn: ({ signal }) => api(getHierarchy, { signal }),
    enabled,
  });
}
