import type { getCourse } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { presentCourse } from './present';
import { requireCourse } from './scope';

/** GET /api/group-templates/{id}: one course the caller administers. Round trips: the tree and the course, in parallel — 1. */
export const getCourseUseCase: UseCase<typeof getCourse> = async ({ path }, { actor }) => {
  const { scope, course } = await requireCourse(actor, path.id);
  return presentCourse(scope, course);
};
