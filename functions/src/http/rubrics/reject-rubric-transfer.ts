import type { rejectRubricTransfer } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { rubricLibrary } from './rubric-library';

/** POST /api/rubrics/{id}/reject: the receiving node refuses the transfer, or the sender withdraws it (spec 2 §4). */
export const rejectRubricTransferUseCase: UseCase<typeof rejectRubricTransfer> = ({ path, body }, { actor }) =>
  rubricLibrary.answerTransfer(actor, path.id, 'reject', body);
