import { listRubricTransferTargets as listRubricTransferTargetsContract } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/** GET /api/rubrics/{id}/transfer-targets: the nodes the rubric may be offered to, or the sentence saying there are none. */
export const listRubricTransferTargets = (id: string, signal?: AbortSignal) =>
  api(listRubricTransferTargetsContract, { path: { id }, signal });
