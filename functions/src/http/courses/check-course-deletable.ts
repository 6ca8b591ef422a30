import type { checkCourseDeletable } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { presentCourse } from './present';
import { requireCourse } from './scope';

/** GET /api/group-templates/{id}/deletable (spec 2 §5, §10 "Failed delete checks … Error modal"). */
export const checkCourseDeletableUseCase: UseCase<typeof checkCourseDeletable> = async ({ path }, { actor }) => {
  const { scope, course } = await requireCourse(actor, path.id);
  const view = presentCourse(scope, course);
  return { is_deletable: view.can_delete, message: view.delete_refusal };
};
