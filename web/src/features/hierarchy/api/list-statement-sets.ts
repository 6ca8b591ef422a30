import { queryOptions, useQuery } from '@tanstack/react-query';
import { listStatementSets } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { hierarchyKeys } from './keys';

/** GET /api/hierarchy/nodes/{id}/statement-sets: the node's statement (standard) sets with their statements. */
export const statementSetsQueryOptions = (nodeId: string) =>
  queryOptions({
    queryKey: hierarchyKeys.statementSets(nodeId),
    queryFn: ({ signal }) => api(listStatementSets, { path: { id: nodeId }, query: {}, signal }),
  });

export function useStatementSets(nodeId: string) {
  return useQuery(statementSetsQueryOptions(nodeId));
}
