import { ulid } from 'ulid';
import { identityService } from './identity-service';
import { toImpersonation, type ImpersonationRecord } from './records';

export interface StartImpersonationInput {
  impersonatorId: string;
  impersonatorEmail: string;
  impersonatorOrganizationId: string;
  targetUserId: string;
  targetEmail: string;
  /** The organisation the target is acted as in (their current one). */
  organizationId: string;
}

export type StartImpersonationOutcome =
  { status: 'started'; impersonation: ImpersonationRecord } | { status: 'already_active' } | { status: 'target_gone' };

/**
 * Writes the audit record and marks the impersonator's account in one transaction. The account update is
 * conditioned on no impersonation being active, so two concurrent starts cannot stack; the target's
 * membership is condition-checked so a removed user cannot be acted as.
 */
export async function startImpersonation(
  input: StartImpersonationInput,
  now = new Date(),
): Promise<StartImpersonationOutcome> {
  const impersonationId = ulid(now.getTime());
  const startedAt = now.toISOString();
  const record = { ...input, impersonationId, startedAt };
  const { canceled, data } = await identityService()
    .transaction.write(({ impersonation, account, membership }) => [
      impersonation.create(record).commit(),
      account
        .patch({ userId: input.impersonatorId })
        .set({
          impersonation: {
            impersonationId,
            targetUserId: input.targetUserId,
            organizationId: input.organizationId,
            startedAt,
          },
        })
        .where(({ impersonation: active }, { notExists }) => notExists(active))
        .commit(),
      membership
        .check({ organizationId: input.organizationId, userId: input.targetUserId })
        .where(({ userId }, { exists }) => exists(userId))
        .commit(),
    ])
    .go();
  if (!canceled) return { status: 'started', impersonation: toImpersonation({ ...record }) };
  if (data[1]?.rejected) return { status: 'already_active' };
  return { status: 'target_gone' };
}

/**
 * Ends the active impersonation: removes it from the account (only if it is still this one) and stamps
 * revokedAt on the audit record (only once), in one transaction. False when it was already revoked.
 */
export async function revokeImpersonation(
  impersonatorId: string,
  active: { impersonationId: string; organizationId: string },
  now = new Date(),
): Promise<boolean> {
  const { canceled } = await identityService()
    .transaction.write(({ impersonation, account }) => [
      account
        .patch({ userId: impersonatorId })
        .remove(['impersonation'])
        .where(({ impersonation: current }, { eq }) => eq(current.impersonationId, active.impersonationId))
        .commit(),
      impersonation
        .patch({ organizationId: active.organizationId, impersonationId: active.impersonationId })
        .set({ revokedAt: now.toISOString() })
        .where(({ revokedAt }, { notExists }) => notExists(revokedAt))
        .commit(),
    ])
    .go();
  return !canceled;
}

/** Access pattern "impersonation by id": GetItem ORG#<orgId> / IMPERSONATION#<id>. */
export async function getImpersonation(
  organizationId: string,
  impersonationId: string,
): Promise<ImpersonationRecord | null> {
  const { data } = await identityService().entities.impersonation.get({ organizationId, impersonationId }).go();
  return data ? toImpersonation(data) : null;
}

/** Access pattern "impersonations by impersonator": Query byRelation gsi1pk = USER#<id>, gsi1sk begins_with IMPERSONATION#, newest first. */
export async function listImpersonationsByImpersonator(
  impersonatorId: string,
  limit = 50,
): Promise<ImpersonationRecord[]> {
  const { data } = await identityService()
    .entities.impersonation.query.byImpersonator({ impersonatorId })
    .go({ order: 'desc', limit });
  return data.map(toImpersonation);
}
