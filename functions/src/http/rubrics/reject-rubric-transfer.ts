import type { rejectRubricTransfer } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { answerTransfer } from './transfer-answers';

/** POST /api/rubrics/{id}/reject: the receiving node refuses the transfer, or the sender withdraws it (spec 2 §4). */
export const rejectRubricTransferUseCase: UseCase<typeof rejectRubricTransfer> = ({ path, body }, { actor }) =>
  answerTransfer(actor, path.id, 'reject', body.version);
