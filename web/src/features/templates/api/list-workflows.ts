import { queryOptions, useQuery } from '@tanstack/react-query';
import { listWorkflows } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { templatesKeys } from './keys';

/** GET /api/workflows: the template workflows, for the create-template dialog's choice. */
export const workflowsQueryOptions = () =>
  queryOptions({
    queryKey: templatesKeys.workflows(),
    queryFn: ({ signal }) => api(listWorkflows, { query: {}, signal }),
    staleTime: Infinity,
  });

export function useWorkflows() {
  return useQuery(workflowsQueryOptions());
}
