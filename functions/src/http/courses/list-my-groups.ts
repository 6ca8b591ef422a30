import type { listMyGroups } from '@tessera/shared';
import { listUserSectionPlaces } from '../../db/courses/activities';
import { getSections } from '../../db/courses/sections';
import type { UseCase } from '../../lib/http/types';
import { workflowRolesOf } from './place';
import { presentUserGroup } from './present-activity';

/**
 * GET /api/groups (spec 1 §7): the sections the caller owns or is a member of, by name. Round trips after
 * actor resolution: the caller's places (1 Query), the sections (1 BatchGetItem).
 */
export const listMyGroupsUseCase: UseCase<typeof listMyGroups> = async (_input, { actor }) => {
  const organizationId = actor.organisation.organizationId;
  const { memberships, ownedGroupIds } = await listUserSectionPlaces(organizationId, actor.userId);
  const roles = new Map(memberships.map((member) => [member.groupId, member.role]));
  const owned = new Set(ownedGroupIds);
  const sections = await getSections(organizationId, [...new Set([...owned, ...roles.keys()])]);
  const items = sections
    .filter((section) => section.courseId)
    .map((section) => {
      const place = { isOwner: owned.has(section.groupId), role: roles.get(section.groupId) ?? null };
      return presentUserGroup(section, place, workflowRolesOf(place));
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return { items };
};
