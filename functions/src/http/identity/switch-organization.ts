import { DomainError, forbidden, notFound, type switchOrganization } from '@tessera/shared';
import { switchCurrentOrganisation } from '../../db/identity/organisation-switch';
import type { UseCase } from '../../lib/http/types';

/**
 * POST /users/{id}/login: switch the current organisation (spec 1 §7). Not a member → 404; unpaid → 402
 * `identity.organization_unpaid` with nothing changed (the web opens /login#/purchase); success → '/'.
 * Not while acting as someone else: the impersonation is pinned to one organisation.
 */
export const switchOrganizationUseCase: UseCase<typeof switchOrganization> = async ({ path, body }, { actor }) => {
  if (path.id !== actor.userId) throw notFound('identity.user_not_found');
  if (actor.impersonation) throw forbidden();
  const outcome = await switchCurrentOrganisation(actor.userId, body.organization_id);
  if (outcome === 'not_member') throw notFound('identity.organization_not_joined');
  if (outcome === 'unpaid') throw new DomainError('payment_required', 'identity.organization_unpaid');
  return { redirect_to: '/' as const };
};
