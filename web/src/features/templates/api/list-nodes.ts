import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHierarchy } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';

/**
 * GET /api/hierarchy: the nodes the caller may reach, for the move and transfer choices. The templates API
 * has no targets route: a move goes to a node the caller administers (`node_authority`), a transfer to any
 * other node; the server's move check and answers stay the judge.
 */
export const templateNodesQueryOptions = () =>
  queryOptions({
    queryKey: resourceKeys.hierarchy(),
    queryFn: ({ signal }) => api(getHierarchy, { signal }),
    staleTime: 0,
  });

export function useTemplateNodes() {
  return useQuery(templateNodesQueryOptions());
}
