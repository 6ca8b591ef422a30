import { conflict, notFound, type deleteTerm } from '@tessera/shared';
import { removeTerm, getTerm } from '../../db/hierarchy/terms';
import type { UseCase } from '../../lib/http/types';

/** DELETE /api/terms/{id}. */
export const deleteTermUseCase: UseCase<typeof deleteTerm> = async ({ path }, { actor }) => {
  const current = await getTerm(actor.organisation.organizationId, path.id);
  if (!current) throw notFound();
  if ((await removeTerm(current)) === 'conflict') throw conflict();
  return { ok: true as const };
};
