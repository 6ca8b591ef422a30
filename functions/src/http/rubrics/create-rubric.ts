import type { createRubric } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { presentRubric } from './present';
import { insertDraftRubric } from './rubric-library';
import { loadScope, requireAdministeredNode } from './scope';

/**
 * POST /api/rubrics: a draft on a node the caller administers (spec 1 §3–5; spec 1 §4 "saving sets draft"),
 * aligned only to statements of the node's statement sets or those above it. Written with the node's
 * holdings + 1 and each aligned set's use count + 1 in one transaction.
 */
export const createRubricUseCase: UseCase<typeof createRubric> = async ({ body }, { actor }) => {
  const scope = await loadScope(actor);
  const node = requireAdministeredNode(scope, body.node_id);
  const { node_id: _nodeId, ...input } = body;
  const rubric = await insertDraftRubric(actor, scope, node, input, new Date());
  return presentRubric(scope, rubric);
};
