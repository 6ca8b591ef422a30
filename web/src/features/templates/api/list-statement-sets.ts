import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAlignableStatementSets } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';

/**
 * GET /api/rubrics/statement-sets?node: the statement sets of the template's node and the nodes above it,
 * the ones a component may be mapped to (the same list the rubrics feature's alignment picker reads).
 */
export const statementSetsQueryOptions = (nodeId: string) =>
  queryOptions({
    queryKey: resourceKeys.alignableStatementSetsOf(nodeId),
    queryFn: ({ signal }) => api(listAlignableStatementSets, { query: { node: nodeId }, signal }),
  });

/** Read only while the statement picker's section is shown (`enabled`). */
export function useStatementSets(nodeId: string, enabled: boolean) {
  return useQuery({ ...statementSetsQueryOptions(nodeId), enabled });
}
