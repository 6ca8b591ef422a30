import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTemplates } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/**
 * GET /api/templates?node=: the node's templates a course may hold as owner templates (the published ones;
 * the server refuses any other with its sentence).
 */
export const nodeTemplatesQueryOptions = (nodeId: string) =>
  queryOptions({
    queryKey: coursesKeys.nodeTemplates(nodeId),
    queryFn: async ({ signal }) => {
      const page = await api(listTemplates, { query: { node: nodeId }, signal });
      return page.items.filter(
        (template) =>
          template.state === 'published' && !template.incoming && template.template_kind !== 'group_homepage',
      );
    },
  });

export function useNodeTemplates(nodeId: string) {
  return useQuery(nodeTemplatesQueryOptions(nodeId));
}
