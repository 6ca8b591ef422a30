import { notFound, type listUserOrganizations } from '@tessera/shared';
import { listMembershipsOfUser } from '../../db/identity/memberships';
import { getOrganisations } from '../../db/identity/organisations';
import type { UseCase } from '../../lib/http/types';
import { organizationSummary } from './present';

/** GET /api/users/{id}/organizations: the organisations one has joined; someone else's list is a 404. */
export const listUserOrganizationsUseCase: UseCase<typeof listUserOrganizations> = async ({ path }, { actor }) => {
  if (path.id !== actor.userId) throw notFound('identity.user_not_found');
  const memberships = await listMembershipsOfUser(actor.userId);
  const organisations = await getOrganisations(memberships.map((m) => m.organizationId));
  organisations.sort((a, b) => a.name.localeCompare(b.name));
  return {
    current_user_id: actor.userId,
    current_organization_id: actor.organisation.organizationId,
    organizations: organisations.map(organizationSummary),
  };
};
