import type { acceptRubricTransfer } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { rubricLibrary } from './rubric-library';

/**
 * POST /api/rubrics/{id}/accept: an admin of the receiving node adds the transferred rubric to it (spec 2 §4
 * "Transferred rubrics can be accepted (added to the node) or rejected"); 409 "This Rubric has no transfer
 * waiting." once none waits.
 */
export const acceptRubricTransferUseCase: UseCase<typeof acceptRubricTransfer> = ({ path, body }, { actor }) =>
  rubricLibrary.answerTransfer(actor, path.id, 'accept', body);
