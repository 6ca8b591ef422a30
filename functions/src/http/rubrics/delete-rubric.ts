import type { deleteRubric } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { rubricLibrary } from './rubric-library';

/**
 * DELETE /api/rubrics/{id}?version=N: an editable rubric (spec 2 §6) that no template or activity uses (they
 * would lose it), at the version the caller read. Its node and statement sets stop counting it.
 */
export const deleteRubricUseCase: UseCase<typeof deleteRubric> = async ({ path, query }, { actor }) => {
  await rubricLibrary.remove(actor, path.id, query.version);
  return { ok: true as const };
};
