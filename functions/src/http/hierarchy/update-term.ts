import { conflict, notFound, type updateTerm } from '@tessera/shared';
import { getTerm, saveTerm } from '../../db/hierarchy/terms';
import type { UseCase } from '../../lib/http/types';
import { presentTerm } from './present';
import { checkTerm, termTaken } from './term-rules';

/** PUT /api/terms/{id}: the same rules as creating; a concurrent change is a 409. */
export const updateTermUseCase: UseCase<typeof updateTerm> = async ({ path, body }, { actor }) => {
  const current = await getTerm(actor.organisation.organizationId, path.id);
  if (!current) throw notFound();
  const fields = checkTerm(body);
  const outcome = await saveTerm(current, fields);
  if (outcome.status === 'taken') throw termTaken(outcome);
  if (outcome.status === 'conflict') throw conflict();
  return presentTerm({ ...current, ...fields });
};
