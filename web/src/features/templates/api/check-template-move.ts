import { useMutation } from '@tanstack/react-query';
import { checkTemplateMove } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/**
 * GET /api/templates/{id}/move-check?node: whether it can move there (`can_move`, with the reason when not)
 * and the rubrics that node cannot reach, with their node and why (moving then needs the confirmation).
 * Asked when the reader picks a node, never cached: the template and the tree may have changed.
 */
export function useCheckTemplateMove() {
  return useMutation({
    mutationFn: ({ id, nodeId }: { id: string; nodeId: string }) =>
      api(checkTemplateMove, { path: { id }, query: { node: nodeId } }),
  });
}
