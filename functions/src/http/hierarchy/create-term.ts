import { conflict, type createTerm } from '@tessera/shared';
import { ulid } from 'ulid';
import { insertTerm } from '../../db/hierarchy/terms';
import type { UseCase } from '../../lib/http/types';
import { presentTerm } from './present';
import { checkTerm, termTaken } from './term-rules';

/**
 * POST /api/terms (spec 2 §5): code, name, start and end required, end later than start; a name or code
 * another term has (ignoring case) is a 409 with the spec's sentence on `name` / `code` (guard items in the
 * same transaction).
 */
export const createTermUseCase: UseCase<typeof createTerm> = async ({ body }, { actor }) => {
  const fields = checkTerm(body);
  const termId = ulid();
  const outcome = await insertTerm(actor.organisation.organizationId, termId, fields);
  if (outcome.status === 'taken') throw termTaken(outcome);
  if (outcome.status === 'conflict') throw conflict();
  return presentTerm({ termId, ...fields });
};
