import { listRubricMoveTargets as listRubricMoveTargetsContract } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/** GET /api/rubrics/{id}/move-targets: the nodes the rubric may move to, or the sentence saying there are none. */
export const listRubricMoveTargets = (id: string, signal?: AbortSignal) =>
  api(listRubricMoveTargetsContract, { path: { id }, signal });
