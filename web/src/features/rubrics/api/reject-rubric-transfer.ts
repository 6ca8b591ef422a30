import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rejectRubricTransfer } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshRubrics, rubricsKeys } from './keys';

/** POST /api/rubrics/{id}/reject: a transfer is rejected (or withdrawn by its sender). Answers the rubric and the snackbar's sentence. */
export function useRejectRubricTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api(rejectRubricTransfer, { path: { id }, body: { version } }),
    onSuccess: async ({ rubric }) => {
      client.setQueryData(rubricsKeys.detail(rubric.id), rubric);
      await refreshRubrics(client);
    },
  });
}
