import type { listReferencedActivities } from '@tessera/shared';
import { getActivityProgress, getSectionActivity, parseActivityId } from '../../db/courses/activities';
import type { UseCase } from '../../lib/http/types';
import { requireSectionPlace } from './place';
import { presentActivity } from './present-activity';

/**
 * POST /api/activities/referenced_activities { activity_ids } (spec 1 §7; activity reference components):
 * the named activities the caller may see — of sections they own or are in, visible ones for members — in
 * the order named; the rest (unknown, other sections, other organisations) are left out.
 */
export const listReferencedActivitiesUseCase: UseCase<typeof listReferencedActivities> = async (
  { body },
  { actor },
) => {
  const organizationId = actor.organisation.organizationId;
  const found = await Promise.all(
    [...new Set(body.activity_ids)].map(async (activityId) => {
      const ids = parseActivityId(activityId);
      if (!ids) return null;
      const place = await requireSectionPlace(actor, ids.groupId).catch(() => null);
      if (!place) return null;
      const [activity, progress] = await Promise.all([
        getSectionActivity(organizationId, ids.groupId, ids.planId),
        place.role === 'member' ? getActivityProgress(organizationId, { ...ids, userId: actor.userId }) : null,
      ]);
      if (!activity) return null;
      if (
        place.role === 'member' &&
        !place.isOwner &&
        (!progress || activity.visibleDate > new Date().toISOString().slice(0, 10))
      )
        return null;
      return presentActivity(
        activity,
        place.section.name || place.section.title,
        progress,
        place.section.status === 'open',
      );
    }),
  );
  return { items: found.filter((item) => item !== null) };
};
