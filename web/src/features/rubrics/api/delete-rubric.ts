import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteRubric } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshRubrics, rubricsKeys } from './keys';

/** DELETE /api/rubrics/{id}?version=: an editable rubric nothing uses. */
export function useDeleteRubric() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api(deleteRubric, { path: { id }, query: { version } }),
    onSuccess: async (_answer, { id }) => {
      client.removeQueries({ queryKey: rubricsKeys.detail(id) });
      await refreshRubrics(client);
    },
  });
}
