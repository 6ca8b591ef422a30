import { canMoveRubric, type MessageKey } from '@tessera/shared';
import type { Rubric } from '../../db/rubrics/rubrics';
import type { OrganisationNode } from '../../ports/hierarchy';
import { alignmentReachable } from './definition-rules';
import type { RubricScope } from './scope';

/**
 * Where a rubric may go (spec 2 §4, §5), for moves and transfers alike: never to the node it is on; a
 * published rubric only upward (templates below its node use it, and they still reach a node above);
 * chosen: a draft anywhere; and only where the statement sets it is aligned to are still within reach (the
 * node or one above it holds them). A rubric on no node (the default rubric) goes nowhere.
 */
export function placementProblem(scope: RubricScope, rubric: Rubric, to: OrganisationNode): MessageKey | null {
  const from = rubric.nodeId ? scope.byId.get(rubric.nodeId) : undefined;
  if (!from) return 'rubrics.action_not_allowed';
  if (to.nodeId === from.nodeId) return 'rubrics.move.same_node';
  if (!canMoveRubric(rubric.state, from.path, to.path)) return 'rubrics.move.published_upward';
  if (!alignmentReachable(rubric.alignmentNodeIds, to)) return 'rubrics.alignment.unavailable_at_target';
  return null;
}

/** The nodes among `candidates` the rubric may go to, in tree order (by path). */
export function placementTargets(scope: RubricScope, rubric: Rubric, candidates: readonly OrganisationNode[]) {
  return candidates
    .filter((node) => placementProblem(scope, rubric, node) === null)
    .sort((a, b) => a.path.join('/').localeCompare(b.path.join('/')));
}
