import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTemplateFolder, deleteTemplateFolder, renameTemplateFolder } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshTemplateLists } from './keys';

/**
 * Template folders (spec 3 §2, §5): the list comes with the templates (GET /api/templates answers the node's
 * folders); create, rename and delete refresh it. Names: "Can't be blank." and "Folder named {name} already
 * exists." (any case), answered by the server under `name`.
 */
export function useCreateTemplateFolder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ nodeId, name }: { nodeId: string; name: string }) =>
      api(createTemplateFolder, { body: { node_id: nodeId, name } }),
    onSuccess: () => refreshTemplateLists(client),
  });
}

export function useRenameTemplateFolder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, version }: { id: string; name: string; version: number }) =>
      api(renameTemplateFolder, { path: { id }, body: { name, version } }),
    onSuccess: () => refreshTemplateLists(client),
  });
}

export function useDeleteTemplateFolder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api(deleteTemplateFolder, { path: { id }, query: { version } }),
    onSuccess: () => refreshTemplateLists(client),
  });
}
