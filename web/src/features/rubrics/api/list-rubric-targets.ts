import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRubricMoveTargets, listRubricTransferTargets } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { rubricsKeys } from './keys';

export type TargetKind = 'move' | 'transfer';

/**
 * GET /api/rubrics/{id}/move-targets or /transfer-targets: where the rubric may go, or the sentence saying
 * there is nowhere ("There are no hierarchy nodes to which you can move this Rubric.", spec 2 §8). Read fresh
 * each time the dialog opens: the tree and the rubric may have changed.
 */
export const rubricTargetsQueryOptions = (id: string, kind: TargetKind) =>
  queryOptions({
    queryKey: rubricsKeys.targets(id, kind),
    queryFn: ({ signal }) =>
      api(kind === 'move' ? listRubricMoveTargets : listRubricTransferTargets, { path: { id }, signal }),
    staleTime: 0,
    gcTime: 0,
  });

export function useRubricTargets(id: string, kind: TargetKind) {
  return useQuery(rubricTargetsQueryOptions(id, kind));
}
