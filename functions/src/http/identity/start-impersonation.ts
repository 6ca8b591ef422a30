import { homeRoute, type Role, type startImpersonation } from '@tessera/shared';
import { getAccount } from '../../db/identity/accounts';
import { startImpersonation as recordImpersonation } from '../../db/identity/impersonations';
import { getMembership } from '../../db/identity/memberships';
import { domainError, notFound } from '../../lib/http/domain-errors';
import type { UseCase } from '../../lib/http/types';

/** Roles a support user may never act as. */
export const PROTECTED_FROM_SUPPORT: readonly Role[] = ['staff', 'support', 'admin', 'root_admin'];

/**
 * POST /api/impersonations: start acting as another user (spec 1 §1). Support acts as users of their own
 * organisation who are not staff, support or admins; provider staff as any user, in that user's current
 * organisation. Impersonations do not stack. The audit record is written with the start, atomically.
 */
export const startImpersonationUseCase: UseCase<typeof startImpersonation> = async ({ body, actor, locale }) => {
  if (actor.caller.impersonation) throw domainError('conflict', 'identity.impersonation.already_active', locale);
  const targetId = body.user_id;
  if (targetId === actor.userId) throw domainError('forbidden', 'identity.impersonation.not_allowed', locale);

  let organizationId = actor.organisation.organizationId;
  if (actor.roles.includes('staff')) {
    const account = await getAccount(targetId);
    if (!account) throw notFound(locale, 'identity.user_not_found');
    organizationId = account.currentOrganizationId;
  }
  const target = await getMembership(organizationId, targetId);
  if (!target) throw notFound(locale, 'identity.user_not_found');
  if (!actor.roles.includes('staff') && target.roles.some((role) => PROTECTED_FROM_SUPPORT.includes(role))) {
    throw domainError('forbidden', 'identity.impersonation.not_allowed', locale);
  }

  const outcome = await recordImpersonation({
    impersonatorId: actor.caller.userId,
    impersonatorEmail: actor.caller.email,
    impersonatorOrganizationId: actor.organisation.organizationId,
    targetUserId: target.userId,
    targetEmail: target.email,
    organizationId,
  });
  if (outcome.status === 'already_active')
    throw domainError('conflict', 'identity.impersonation.already_active', locale);
  if (outcome.status === 'target_gone') throw notFound(locale, 'identity.user_not_found');
  return { impersonation_id: outcome.impersonation.impersonationId, redirect_to: homeRoute(target.roles) };
};
