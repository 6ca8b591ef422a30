import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWorkflow, listWorkflows, type WorkflowId } from '@tessera/shared';
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
