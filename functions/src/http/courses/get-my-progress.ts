import { notFound, type getMyProgress } from '@tessera/shared';
import { readSectionContents } from '../../db/courses/activities';
import type { UseCase } from '../../lib/http/types';
import { requireSectionPlace, requireSelf } from './place';
import { progressView } from './progress-view';

/** GET /api/users/{id}/groups/{groupId}/progress: a member's own progress in one of their sections (others 404). */
export const getMyProgressUseCase: UseCase<typeof getMyProgress> = async ({ path }, { actor }) => {
  requireSelf(actor, path.id);
  const place = await requireSectionPlace(actor, path.groupId);
  if (place.role !== 'member') throw notFound();
  const contents = await readSectionContents(place.section.organizationId, place.section.groupId);
  return progressView(place.section.groupId, contents, actor.userId);
};
