import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkTemplateDeletable, deleteTemplate } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshTemplateLists, templatesKeys } from './keys';

/** GET /api/templates/{id}/deletable: whether it may go, and the error modal's sentence when not (spec 2 §8). */
export function useCheckTemplateDeletable() {
  return useMutation({ mutationFn: (id: string) => api(checkTemplateDeletable, { path: { id } }) });
}

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
