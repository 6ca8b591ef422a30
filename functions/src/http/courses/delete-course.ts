import type { deleteCourse } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { writeCourse } from './course-writes';
import { explainRefusedWrite, requireChange, requireCourse } from './scope';

/**
 * DELETE /api/group-templates/{id}?version=N (spec 2 §5): only with node authority (else 404) and with 0
 * sections, 0 templates and 0 activity plans (else 409 with the reason); the write is conditioned on the
 * counters still being 0, so a section created meanwhile keeps the course.
 */
export const deleteCourseUseCase: UseCase<typeof deleteCourse> = async ({ path, query }, { actor }) => {
  const { course } = await requireCourse(actor, path.id);
  requireChange(course, 'delete', query.version);
  const result = await writeCourse(course, null);
  if (result.outcome !== 'saved') return explainRefusedWrite(course, 'delete', query.version);
  return { ok: true as const, message: text('courses.deleted', { name: course.name }) };
};
