import type { acceptTemplateTransfer } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { answerTransfer } from './transfer-answers';

/** POST /api/templates/{id}/accept: the template joins the receiving node (spec 2 §4). */
export const acceptTemplateTransferUseCase: UseCase<typeof acceptTemplateTransfer> = ({ path, body }, { actor }) =>
  answerTransfer(actor, path.id, 'accept', body.version, body.confirm === true);
