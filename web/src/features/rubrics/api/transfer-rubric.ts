import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transferRubric } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshRubrics, rubricsKeys } from './keys';

/** POST /api/rubrics/{id}/transfer: the rubric is offered to another node, view-only until accepted or rejected. Answers the rubric and the snackbar's sentence. */
export function useTransferRubric() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, nodeId }: { id: string; version: number; nodeId: string }) =>
      api(transferRubric, { path: { id }, body: { version, node_id: nodeId } }),
    onSuccess: async ({ rubric }) => {
      client.setQueryData(rubricsKeys.detail(rubric.id), rubric);
      await refreshRubrics(client);
    },
  });
}
