import { conflict, forbidden, homeRoute, notFound, type startImpersonation } from '@tessera/shared';
import { getAccount } from '../../db/identity/accounts';
import { recordImpersonation } from '../../db/identity/impersonations';
import { getMembership } from '../../db/identity/memberships';
import type { UseCase } from '../../lib/http/types';
import { isProviderStaff, mayActAs, organisationToActIn } from './acting-rules';

export { PROTECTED_FROM_SUPPORT } from './acting-rules';

/**
 * POST /api/impersonations: start acting as another user (spec 1 §1). Support acts as users of their own
 * organisation who are not staff, support or admins; provider staff as any user, in the organisation they
 * name (the one they searched) or else that user's current organisation. The rules are the user search's
 * (acting-rules.ts), so a user the search lists can always be acted as. Impersonations do not stack. The
 * audit record is written with the start, atomically.
 */
export const startImpersonationUseCase: UseCase<typeof startImpersonation> = async ({ body }, { actor }) => {
  if (actor.caller.impersonation) throw conflict('identity.impersonation.already_active');
  const targetId = body.user_id;
  if (targetId === actor.userId) throw forbidden('identity.impersonation.not_allowed');

  let organizationId = organisationToActIn(actor, body.organization_id);
  if (isProviderStaff(actor) && body.organization_id === undefined) {
    const account = await getAccount(targetId);
    if (!account) throw notFound('identity.user_not_found');
    organizationId = account.currentOrganizationId;
  }
  const target = await getMembership(organizationId, targetId);
  if (!target) throw notFound('identity.user_not_found');
  if (!mayActAs(actor, target)) throw forbidden('identity.impersonation.not_allowed');

  const outcome = await recordImpersonation({
    impersonatorId: actor.caller.userId,
    impersonatorEmail: actor.caller.email,
    impersonatorOrganizationId: actor.organisation.organizationId,
    targetUserId: target.userId,
    targetEmail: target.email,
    organizationId,
  });
  if (outcome.status === 'already_active') throw conflict('identity.impersonation.already_active');
  if (outcome.status === 'target_gone') throw notFound('identity.user_not_found');
  return { impersonation_id: outcome.impersonation.impersonationId, redirect_to: homeRoute(target.roles) };
};
