import { useMutation, useQueryClient } from '@tanstack/react-query';
import { copyRubric } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshRubrics } from './keys';

/** POST /api/rubrics/{id}/copy: a draft copy on the node shown (the rubric's own node when none is given). */
export function useCopyRubric() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, nodeId }: { id: string; nodeId?: string }) =>
      api(copyRubric, { path: { id }, body: { node_id: nodeId } }),
    onSuccess: () => refreshRubrics(client),
  });
}
