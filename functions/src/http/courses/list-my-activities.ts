import { invalidField, type listMyActivities } from '@tessera/shared';
import { InvalidCursorError } from '../../db/items';
import { listUserActivities } from '../../db/courses/activities';
import type { UseCase } from '../../lib/http/types';
import { requireSelf, today } from './place';
import { presentActivity } from './present-activity';

/**
 * GET /api/users/{id}/activities?cursor (the student home, spec 1 §9 page size 15): the caller's activities
 * across their sections, visible ones only (a key condition, not a filter), newest visible first, with their
 * status and due-date labels. Round trips after actor resolution: 1 Query.
 */
export const listMyActivitiesUseCase: UseCase<typeof listMyActivities> = async ({ path, query }, { actor }) => {
  requireSelf(actor, path.id);
  const now = new Date();
  const page = await listUserActivities(
    actor.organisation.organizationId,
    actor.userId,
    today(now),
    query.cursor ?? null,
  ).catch((error: unknown) => {
    // A cursor is the client's to send back untouched; anything else (another partition's, garbage) is a 400.
    if (error instanceof InvalidCursorError) throw invalidField('cursor', 'system.invalid_cursor');
    throw error;
  });
  return {
    items: page.items.map((row) => presentActivity(row, row.groupTitle, row, true, now)),
    cursor: page.cursor,
  };
};
