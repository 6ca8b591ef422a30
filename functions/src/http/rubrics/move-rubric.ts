import type { moveRubric } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { rubricLibrary } from './rubric-library';

/**
 * POST /api/rubrics/{id}/move (spec 2 §4, §5): an editable rubric to another node the caller administers
 * (404 for a node they do not); refused to its own node ("This Rubric is already in this hierarchy node.")
 * and, for a published one, anywhere but upward (placement.ts). Holdings move from node to node in the same
 * write, which fails if the target was deleted meanwhile.
 */
export const moveRubricUseCase: UseCase<typeof moveRubric> = ({ path, body }, { actor }) =>
  rubricLibrary.move(actor, path.id, { nodeId: body.node_id, version: body.version });
