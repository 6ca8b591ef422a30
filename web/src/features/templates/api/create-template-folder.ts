import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTemplateFolder } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshTemplateLists } from './keys';

/**
 * POST /api/template-folders (spec 3 §2, §5). The folder list comes with the templates (GET /api/templates
 * answers the node's folders), so every folder change refreshes it. Names: "Can't be blank." and "Folder named
 * {name} already exists." (any case), answered by the server under `name`.
 */
export function useCreateTemplateFolder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ nodeId, name }: { nodeId: string; name: string }) =>
      api(createTemplateFolder, { body: { node_id: nodeId, name } }),
    onSuccess: () => refreshTemplateLists(client),
  });
}
