import type { transferTemplate } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { templateLibrary } from './template-library';

/**
 * POST /api/templates/{id}/transfer (spec 2 §2, §4): offers an editable template to another node of the
 * organisation. Until that node's admins accept or reject it (or the sender withdraws it) the template is
 * view-only; a transfer row lists it on the receiving node, written in the same transaction.
 */
export const transferTemplateUseCase: UseCase<typeof transferTemplate> = ({ path, body }, { actor }) =>
  templateLibrary.transfer(actor, path.id, { nodeId: body.node_id, version: body.version });
