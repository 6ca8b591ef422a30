import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTemplate } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshTemplateLists, templatesKeys } from './keys';

/** DELETE /api/templates/{id}?version: its rubric uses are released; answers the snackbar's sentence. */
export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api(deleteTemplate, { path: { id }, query: { version } }),
    onSuccess: async (_answer, { id }) => {
      client.removeQueries({ queryKey: templatesKeys.detail(id) });
      await refreshTemplateLists(client);
    },
  });
}
