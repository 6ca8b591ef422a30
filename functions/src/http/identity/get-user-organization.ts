import { notFound, type getUserOrganization } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { organizationSummary } from './present';

/** GET /api/users/{id}/organization (spec 1 §7): one's current organisation, from the actor (no further reads). */
export const getUserOrganizationUseCase: UseCase<typeof getUserOrganization> = async ({ path }, { actor }) => {
  if (path.id !== actor.userId) throw notFound('identity.user_not_found');
  return organizationSummary(actor.organisation);
};
