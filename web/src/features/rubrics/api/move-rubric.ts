import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveRubric } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshRubrics, rubricsKeys } from './keys';

/** POST /api/rubrics/{id}/move: the rubric moves to another node the caller administers. Answers the rubric and the snackbar's sentence. */
export function useMoveRubric() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, nodeId }: { id: string; version: number; nodeId: string }) =>
      api(moveRubric, { path: { id }, body: { version, node_id: nodeId } }),
    onSuccess: async ({ rubric }) => {
      client.setQueryData(rubricsKeys.detail(rubric.id), rubric);
      await refreshRubrics(client);
    },
  });
}
