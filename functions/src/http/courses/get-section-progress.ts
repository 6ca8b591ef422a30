import { invalidField, notFound, type getSectionProgress } from '@tessera/shared';
import { readProgressPage } from '../../db/courses/activities';
import { InvalidCursorError } from '../../db/items';
import type { UseCase } from '../../lib/http/types';
import { requireSectionPlace } from './place';
import { progressView } from './progress-view';

/**
 * GET /api/groups/{id}/progress?cursor (issue 11, spec 1 §6 "group owner vs member decides the activity-progress
 * template"; ADR 0028 §3): a page of 25 students by last name, first name × every activity, each activity with
 * its counts (kept on the activity) and the counts in all, for the section's owners and admins of its course's
 * node; members and assessors get 404 (a member has their own, /api/users/{id}/groups/{groupId}/progress). A
 * cursor not of this section's roster is a 400. Round trips after actor resolution: the section, place and
 * tree (1), the roster page and the activities in parallel (1), the page's progress rows (1 BatchGetItem).
 */
export const getSectionProgressUseCase: UseCase<typeof getSectionProgress> = async ({ path, query }, { actor }) => {
  const place = await requireSectionPlace(actor, path.id, { admins: true });
  if (!place.isOwner && !place.manages) throw notFound();
  const page = await readProgressPage(place.section.organizationId, place.section.groupId, query.cursor ?? null).catch(
    (error: unknown) => {
      // A cursor is the client's to send back untouched; another section's, or garbage, is a 400.
      if (error instanceof InvalidCursorError) throw invalidField('cursor', 'system.invalid_cursor');
      throw error;
    },
  );
  return { ...progressView(place.section.groupId, page), cursor: page.cursor, more: page.cursor !== null };
};
