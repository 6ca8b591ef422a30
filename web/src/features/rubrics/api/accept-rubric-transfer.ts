import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptRubricTransfer } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshRubrics, rubricsKeys } from './keys';

/** POST /api/rubrics/{id}/accept: a transfer joins the receiving node. Answers the rubric and the snackbar's sentence. */
export function useAcceptRubricTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api(acceptRubricTransfer, { path: { id }, body: { version } }),
    onSuccess: async ({ rubric }) => {
      client.setQueryData(rubricsKeys.detail(rubric.id), rubric);
      await refreshRubrics(client);
    },
  });
}
