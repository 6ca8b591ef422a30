import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAlignableStatementSets } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { rubricsKeys } from './keys';

/** GET /api/rubrics/statement-sets?node=: the sets of the node and the nodes above it (ADR 0015). */
export const alignableStatementSetsQueryOptions = (nodeId: string) =>
  queryOptions({
    queryKey: rubricsKeys.statementSets(nodeId),
    queryFn: ({ signal }) => api(listAlignableStatementSets, { query: { node: nodeId }, signal }),
  });

export function useAlignableStatementSets(nodeId: string | null) {
  return useQuery({ ...alignableStatementSetsQueryOptions(nodeId ?? ''), enabled: nodeId !== null });
}
