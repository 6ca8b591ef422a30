import { hasNodeAuthority, type listRubricMoveTargets } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { placementTargets } from './placement';
import { presentNode } from './present';
import { requireRubric, rubricLibrary } from './rubric-library';

/**
 * GET /api/rubrics/{id}/move-targets (spec 2 §2 "move rubric" modal): the nodes the caller administers that
 * the rubric may move to (its own never; a published one only upward); none: "There are no hierarchy nodes
 * to which you can move this Rubric." (spec 2 §8, the cannot-move modal). Tree and rubric: 2 round trips.
 */
export const listRubricMoveTargetsUseCase: UseCase<typeof listRubricMoveTargets> = async ({ path }, { actor }) => {
  const { scope, rubric } = await requireRubric(actor, path.id);
  rubricLibrary.requireChange(scope, rubric, 'move');
  const administered = scope.nodes.filter((node) => hasNodeAuthority(node.path, scope.permitted));
  const targets = placementTargets(scope, rubric, administered);
  return {
    targets: targets.map((node) => presentNode(scope, node.nodeId)),
    message: targets.length === 0 ? text('rubrics.move.no_targets') : null,
  };
};
