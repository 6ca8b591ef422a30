import { invalidField, notFound, type transferRubric } from '@tessera/shared';
import { actorPerson, type UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { homeNode, placementProblem } from './placement';
import { presentRubric } from './present';
import { offerRubricTransfer } from './rubric-writes';
import { explainRefusedWrite, requireChange, requireRubric } from './scope';

/**
 * POST /api/rubrics/{id}/transfer (spec 2 §4): offers an editable rubric to another node of the
 * organisation, placed by the move rules. Until that node's admins accept or reject it (or the sender
 * withdraws it) the rubric is view-only everywhere (spec 2 §6 "not transferred").
 */
export const transferRubricUseCase: UseCase<typeof transferRubric> = async ({ path, body }, { actor }) => {
  const { scope, rubric } = await requireRubric(actor, path.id);
  requireChange(scope, rubric, 'transfer', body.version);
  const to = scope.byId.get(body.node_id);
  if (!to) throw notFound();
  const from = homeNode(scope, rubric);
  const problem = placementProblem(rubric, from, to);
  if (problem) throw invalidField('node_id', problem);
  const now = new Date();
  const { outcome, rubric: next } = await offerRubricTransfer(
    rubric,
    {
      fromNodeId: from.nodeId,
      toNodeId: to.nodeId,
      requestedBy: actorPerson(actor),
      requestedAt: now.toISOString(),
    },
    now,
  );
  if (outcome === 'node_gone') throw notFound();
  if (outcome !== 'saved') return explainRefusedWrite(scope, rubric, 'transfer', body.version);
  return {
    rubric: presentRubric(scope, next),
    message: text('rubrics.transfer.sent', { title: rubric.title, node: to.text }),
  };
};
