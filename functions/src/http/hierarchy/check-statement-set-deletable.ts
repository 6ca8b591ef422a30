import type { checkStatementSetDeletable } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { requireStatementSet } from './statement-set-rules';

/** GET /api/statement-sets/{id}/is-deletable (spec 2 §7 "is-deletable check … statement"). */
export const checkStatementSetDeletableUseCase: UseCase<typeof checkStatementSetDeletable> = async (
  { path },
  { actor },
) => {
  const set = await requireStatementSet(actor, path.id);
  return set.referenceCount > 0
    ? { deletable: false, reason: text('hierarchy.statement_set.in_use') }
    : { deletable: true, reason: null };
};
