import { conflict, type revokeImpersonation } from '@tessera/shared';
import { endImpersonation } from '../../db/identity/impersonations';
import { getMembership } from '../../db/identity/memberships';
import type { UseCase } from '../../lib/http/types';

export const STAFF_RETURN_ROUTE = '/website-admin/user_help_index';

/**
 * DELETE /api/impersonations/current: stop acting as another user; stamps revokedAt on the audit record.
 * The web follows redirect_to (spec 1 §7): provider staff return to user help, everyone else to '/'.
 */
export const revokeImpersonationUseCase: UseCase<typeof revokeImpersonation> = async (_input, { actor }) => {
  // Read from the caller's account, not actor.impersonation: an impersonation whose user is gone still has
  // to be revocable.
  const active = actor.caller.impersonation;
  if (!active) throw conflict('identity.impersonation.none_active');
  const revoked = await endImpersonation(actor.caller.userId, active);
  if (!revoked) throw conflict('identity.impersonation.none_active');
  const own = await getMembership(actor.caller.currentOrganizationId, actor.caller.userId);
  return { redirect_to: own?.roles.includes('staff') ? STAFF_RETURN_ROUTE : '/' };
};
