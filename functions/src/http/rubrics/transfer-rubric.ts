import type { transferRubric } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { rubricLibrary } from './rubric-library';

/**
 * POST /api/rubrics/{id}/transfer (spec 2 §4): offers an editable rubric to another node of the
 * organisation, placed by the move rules. Until that node's admins accept or reject it (or the sender
 * withdraws it) the rubric is view-only everywhere (spec 2 §6 "not transferred").
 */
export const transferRubricUseCase: UseCase<typeof transferRubric> = ({ path, body }, { actor }) =>
  rubricLibrary.transfer(actor, path.id, { nodeId: body.node_id, version: body.version });
