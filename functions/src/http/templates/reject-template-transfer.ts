import type { rejectTemplateTransfer } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { templateLibrary } from './template-library';

/** POST /api/templates/{id}/reject: rejected (receiving node) or withdrawn (sending node) (spec 2 §4). */
export const rejectTemplateTransferUseCase: UseCase<typeof rejectTemplateTransfer> = ({ path, body }, { actor }) =>
  templateLibrary.answerTransfer(actor, path.id, 'reject', body);
