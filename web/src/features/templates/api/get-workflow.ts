import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWorkflow, type WorkflowId } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { templatesKeys } from './keys';

/** GET /api/workflows/{id}: editor steps with their labels, preview states and roles, page limit, plagiarism. */
export const workflowQueryOptions = (id: WorkflowId) =>
  queryOptions({
    queryKey: templatesKeys.workflow(id),
    queryFn: ({ signal }) => api(getWorkflow, { path: { id }, signal }),
    staleTime: Infinity,
  });

export function useWorkflow(id: WorkflowId | null) {
  return useQuery({ ...workflowQueryOptions(id ?? 'FormWorkflow'), enabled: id !== null });
}
