import type { acceptTemplateTransfer } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { templateLibrary } from './template-library';

/**
 * POST /api/templates/{id}/accept: the template joins the receiving node (spec 2 §4), leaving its folder,
 * under the move's rule for rubrics the node cannot reach (`confirm`); 409 "This Template has no transfer
 * waiting." once none waits.
 */
export const acceptTemplateTransferUseCase: UseCase<typeof acceptTemplateTransfer> = ({ path, body }, { actor }) =>
  templateLibrary.answerTransfer(actor, path.id, 'accept', body);
