import { invalidField, notFound, type moveRubric } from '@tessera/shared';
import type { Rubric } from '../../db/rubrics/rubrics';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { homeNode, placementProblem } from './placement';
import { presentRubric } from './present';
import { moveRubric as relocateRubric } from './rubric-writes';
import { explainRefusedWrite, requireAdministeredNode, requireChange, requireRubric } from './scope';

/**
 * POST /api/rubrics/{id}/move (spec 2 §4, §5): an editable rubric to another node the caller administers
 * (404 for a node they do not); refused to its own node ("This Rubric is already in this hierarchy node.")
 * and, for a published one, anywhere but upward. Holdings move from node to node in the same write, which
 * fails if the target was deleted meanwhile.
 */
export const moveRubricUseCase: UseCase<typeof moveRubric> = async ({ path, body }, { actor }) => {
  const { scope, rubric } = await requireRubric(actor, path.id);
  requireChange(scope, rubric, 'move', body.version);
  const to = requireAdministeredNode(scope, body.node_id);
  const problem = placementProblem(rubric, homeNode(scope, rubric), to);
  if (problem) throw invalidField('node_id', problem);
  const now = new Date();
  const outcome = await relocateRubric(rubric, to.nodeId, now);
  if (outcome === 'node_gone') throw notFound();
  if (outcome !== 'saved') return explainRefusedWrite(scope, rubric, 'move', body.version);
  const next: Rubric = { ...rubric, nodeId: to.nodeId, version: rubric.version + 1, updatedAt: now.toISOString() };
  return {
    rubric: presentRubric(scope, next),
    message: text('rubrics.moved', { title: rubric.title, node: to.text }),
  };
};
