import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishRubric } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshRubrics, rubricsKeys } from './keys';

/** POST /api/rubrics/{id}/publish: a draft becomes published ("{title} has been published."). Answers the rubric and the snackbar's sentence. */
export function usePublishRubric() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api(publishRubric, { path: { id }, body: { version } }),
    onSuccess: async ({ rubric }) => {
      client.setQueryData(rubricsKeys.detail(rubric.id), rubric);
      await refreshRubrics(client);
    },
  });
}
