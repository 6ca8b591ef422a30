import type { getRubric } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { presentRubric } from './present';
import { requireRubric } from './rubric-library';

/**
 * GET /api/rubrics/{id} (spec 1 §7): the full definition (point, weight, enableNA, points, title, levels,
 * criterias, contents, statements_mapping) with what the caller may do. The rubric and the tree are read in
 * parallel: 2 round trips after actor resolution.
 */
export const getRubricUseCase: UseCase<typeof getRubric> = async ({ path }, { actor }) => {
  const { scope, rubric } = await requireRubric(actor, path.id);
  return presentRubric(scope, rubric);
};
