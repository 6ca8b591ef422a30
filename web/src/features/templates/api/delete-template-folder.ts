import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTemplateFolder } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshTemplateLists } from './keys';

/** DELETE /api/template-folders/{id}?version: an empty folder only (the server refuses one that holds templates). */
export function useDeleteTemplateFolder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api(deleteTemplateFolder, { path: { id }, query: { version } }),
    onSuccess: () => refreshTemplateLists(client),
  });
}
