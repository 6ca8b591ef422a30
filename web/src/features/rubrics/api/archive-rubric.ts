import { useMutation, useQueryClient } from '@tanstack/react-query';
import { archiveRubric } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshRubrics, rubricsKeys } from './keys';

/** POST /api/rubrics/{id}/archive: irreversible; the rubric can no longer be chosen anywhere. Answers the rubric and the snackbar's sentence. */
export function useArchiveRubric() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api(archiveRubric, { path: { id }, body: { version } }),
    onSuccess: async ({ rubric }) => {
      client.setQueryData(rubricsKeys.detail(rubric.id), rubric);
      await refreshRubrics(client);
    },
  });
}
