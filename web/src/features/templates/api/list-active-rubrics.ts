import { queryOptions, useQuery } from '@tanstack/react-query';
import { listActiveRubrics } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { templatesKeys } from './keys';

/**
 * GET /api/rubrics/active?node: the rubrics a rubric component may use at the template's node (published
 * ones of the node and the nodes above it, and the default rubric).
 */
export const activeRubricsQueryOptions = (nodeId: string) =>
  queryOptions({
    queryKey: templatesKeys.activeRubrics(nodeId),
    queryFn: ({ signal }) => api(listActiveRubrics, { query: { node: nodeId }, signal }),
  });

/** Read only for a rubric component (`enabled`). */
export function useActiveRubrics(nodeId: string, enabled = true) {
  return useQuery({ ...activeRubricsQueryOptions(nodeId), enabled });
}
