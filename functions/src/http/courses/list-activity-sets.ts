import type { listActivitySets } from '@tessera/shared';
import { readSectionContents } from '../../db/courses/activities';
import type { UseCase } from '../../lib/http/types';
import { requireSectionPlace, requireSelf, today, workflowRolesOf } from './place';
import { presentActivity, presentUserGroup } from './present-activity';

/**
 * GET /api/users/{id}/groups/{groupId}/activity_sets (spec 1 §7): the section's activities by due date. A member
 * sees the visible ones with their own status; owners and assessors see every one. Round trips after actor
 * resolution: the section and the caller's place (1), the section's partition (1).
 */
export const listActivitySetsUseCase: UseCase<typeof listActivitySets> = async ({ path }, { actor }) => {
  requireSelf(actor, path.id);
  const place = await requireSectionPlace(actor, path.groupId);
  const { section } = place;
  const contents = await readSectionContents(section.organizationId, section.groupId);
  const submitter = place.role === 'member';
  const mine = new Map(contents.progress.filter((row) => row.userId === actor.userId).map((row) => [row.planId, row]));
  const now = new Date();
  const activities = contents.activities
    .filter((activity) => !submitter || (activity.visibleDate <= today(now) && mine.has(activity.planId)))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.title.localeCompare(b.title))
    .map((activity) =>
      presentActivity(
        activity,
        section.name || section.title,
        submitter ? (mine.get(activity.planId) ?? null) : null,
        section.status === 'open',
        now,
      ),
    );
  return { group: presentUserGroup(section, place, workflowRolesOf(place)), activities };
};
