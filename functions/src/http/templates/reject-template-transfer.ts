import type { rejectTemplateTransfer } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { answerTransfer } from './transfer-answers';

/** POST /api/templates/{id}/reject: rejected (receiving node) or withdrawn (sending node) (spec 2 §4). */
export const rejectTemplateTransferUseCase: UseCase<typeof rejectTemplateTransfer> = ({ path, body }, { actor }) =>
  answerTransfer(actor, path.id, 'reject', body.version);
