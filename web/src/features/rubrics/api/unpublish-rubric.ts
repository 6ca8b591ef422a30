import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unpublishRubric } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshRubrics, rubricsKeys } from './keys';

/** POST /api/rubrics/{id}/unpublish: a published rubric nothing uses becomes an editable draft. Answers the rubric and the snackbar's sentence. */
export function useUnpublishRubric() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api(unpublishRubric, { path: { id }, body: { version } }),
    onSuccess: async ({ rubric }) => {
      client.setQueryData(rubricsKeys.detail(rubric.id), rubric);
      await refreshRubrics(client);
    },
  });
}
