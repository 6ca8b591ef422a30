import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTemplateFolders } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { templatesKeys } from './keys';

/** GET /api/template-folders?node: the node's template folders, for the editor's folder choice. */
export const templateFoldersQueryOptions = (nodeId: string) =>
  queryOptions({
    // Under the lists' key: a folder change refreshes it with them.
    queryKey: [...templatesKeys.lists(), 'folders', nodeId],
    queryFn: ({ signal }) => api(listTemplateFolders, { query: { node: nodeId }, signal }),
  });

export function useTemplateFolders(nodeId: string) {
  return useQuery(templateFoldersQueryOptions(nodeId));
}
