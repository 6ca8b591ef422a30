import type { listRubricTransferTargets } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { placementTargets } from './placement';
import { presentNode } from './present';
import { requireRubric, rubricLibrary } from './rubric-library';

/**
 * GET /api/rubrics/{id}/transfer-targets (spec 2 §4 transfers; chosen where silent): any node of the
 * organisation the rubric may go to by the same rules as a move — a transfer is how it reaches nodes the
 * caller does not administer, whose admins then accept or reject it.
 */
export const listRubricTransferTargetsUseCase: UseCase<typeof listRubricTransferTargets> = async (
  { path },
  { actor },
) => {
  const { scope, rubric } = await requireRubric(actor, path.id);
  rubricLibrary.requireChange(scope, rubric, 'transfer');
  const targets = placementTargets(scope, rubric, scope.nodes);
  return {
    targets: targets.map((node) => presentNode(scope, node.nodeId)),
    message: targets.length === 0 ? text('rubrics.transfer.no_targets') : null,
  };
};
