import { conflict, type deleteStatementSet } from '@tessera/shared';
import { removeStatementSet } from '../../db/hierarchy/statements';
import type { UseCase } from '../../lib/http/types';
import { requireStatementSet } from './statement-set-rules';

/** DELETE /api/statement-sets/{id}: an unused set with its statements (spec 2 §8 "Deleting a statement set fails"). */
export const deleteStatementSetUseCase: UseCase<typeof deleteStatementSet> = async ({ path }, { actor }) => {
  const set = await requireStatementSet(actor, path.id);
  if (set.referenceCount > 0) throw conflict('hierarchy.statement_set.in_use');
  if ((await removeStatementSet(set)) === 'conflict') throw conflict();
  return { ok: true as const };
};
