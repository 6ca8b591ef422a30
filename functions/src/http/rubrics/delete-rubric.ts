import type { deleteRubric } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { deleteRubric as removeRubric } from './rubric-writes';
import { explainRefusedWrite, requireChange, requireRubric } from './scope';

/**
 * DELETE /api/rubrics/{id}?version=N: an editable rubric (spec 2 §6) that no template or activity uses (they
 * would lose it), at the version the caller read. Its node and statement sets stop counting it.
 */
export const deleteRubricUseCase: UseCase<typeof deleteRubric> = async ({ path, query }, { actor }) => {
  const { scope, rubric } = await requireRubric(actor, path.id);
  requireChange(scope, rubric, 'delete', query.version);
  if ((await removeRubric(rubric)) !== 'saved') return explainRefusedWrite(scope, rubric, 'delete', query.version);
  return { ok: true as const };
};
