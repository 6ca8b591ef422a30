import type { getUserGroup } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { requireSectionPlace, requireSelf, workflowRolesOf } from './place';
import { presentUserGroup } from './present-activity';

/** GET /api/users/{id}/groups/{groupId}: one of the caller's sections (owners and members; anyone else 404). */
export const getUserGroupUseCase: UseCase<typeof getUserGroup> = async ({ path }, { actor }) => {
  requireSelf(actor, path.id);
  const place = await requireSectionPlace(actor, path.groupId);
  return presentUserGroup(place.section, place, workflowRolesOf(place));
};
