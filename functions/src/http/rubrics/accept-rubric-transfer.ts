import type { acceptRubricTransfer } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { answerTransfer } from './transfer-answers';

/** POST /api/rubrics/{id}/accept: an admin of the receiving node adds the transferred rubric to it (spec 2 §4). */
export const acceptRubricTransferUseCase: UseCase<typeof acceptRubricTransfer> = ({ path, body }, { actor }) =>
  answerTransfer(actor, path.id, 'accept', body.version);
