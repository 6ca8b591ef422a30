import { queryOptions, useQuery } from '@tanstack/react-query';
import { rubricsKeys } from './keys';
import { listRubricMoveTargets } from './list-rubric-move-targets';
import { listRubricTransferTargets } from './list-rubric-transfer-targets';

export type TargetKind = 'move' | 'transfer';

/**
 * Where the rubric may go (list-rubric-move-targets or list-rubric-transfer-targets), or the sentence saying
 * there is nowhere ("There are no hierarchy nodes to which you can move this Rubric.", spec 2 §8). Read fresh
 * each time the dialog opens: the tree and the rubric may have changed.
 */
export const rubricTargetsQueryOptions = (id: string, kind: TargetKind) =>
  queryOptions({
    queryKey: rubricsKeys.targets(id, kind),
    queryFn: ({ signal }) =>
      kind === 'move' ? listRubricMoveTargets(id, signal) : listRubricTransferTargets(id, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useRubricTargets(id: string, kind: TargetKind) {
  return useQuery(rubricTargetsQueryOptions(id, kind));
}
