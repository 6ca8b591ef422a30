import { notFound, type getSectionProgress } from '@tessera/shared';
import { readSectionContents } from '../../db/courses/activities';
import type { UseCase } from '../../lib/http/types';
import { requireSectionPlace } from './place';
import { progressView } from './progress-view';

/**
 * GET /api/groups/{id}/progress (issue 11, spec 1 §6 "group owner vs member decides the activity-progress
 * template"): every member × activity with state counts, for the section's owners and admins of its course's
 * node; members and assessors get 404 (a member has their own, /api/users/{id}/groups/{groupId}/progress). Round
 * trips after actor resolution: the section, place and tree (1), the section's partition (1).
 */
export const getSectionProgressUseCase: UseCase<typeof getSectionProgress> = async ({ path }, { actor }) => {
  const place = await requireSectionPlace(actor, path.id, { admins: true });
  if (!place.isOwner && !place.manages) throw notFound();
  const contents = await readSectionContents(place.section.organizationId, place.section.groupId);
  return progressView(place.section.groupId, contents);
};
