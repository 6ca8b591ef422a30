import { useMutation, useQueryClient } from '@tanstack/react-query';
import { renameTemplateFolder } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshTemplateLists } from './keys';

/** PUT /api/template-folders/{id} at the version read; the same name rules as a new folder. */
export function useRenameTemplateFolder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, version }: { id: string; name: string; version: number }) =>
      api(renameTemplateFolder, { path: { id }, body: { name, version } }),
    onSuccess: () => refreshTemplateLists(client),
  });
}
