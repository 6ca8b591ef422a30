import { ulid } from 'ulid';
import { where } from '../expressions';
import { createItem, getItem, queryItems, updateItem } from '../items';
import { check, create, transactWrite, update } from '../transaction';
import { accountEntity } from './entities/account';
import { impersonationEntity, type Impersonation } from './entities/impersonation';
import { impersonationActionEntity, type ImpersonationAction } from './entities/impersonation-action';
import { membershipEntity } from './entities/membership';

export type { Impersonation, ImpersonationAction };

export type StartImpersonationInput = Pick<
  Impersonation,
  | 'impersonatorId'
  | 'impersonatorEmail'
  | 'impersonatorOrganizationId'
  | 'targetUserId'
  | 'targetEmail'
  | 'organizationId'
>;

export type StartImpersonationOutcome =
  { status: 'started'; impersonation: Impersonation } | { status: 'already_active' } | { status: 'target_gone' };

/**
 * Writes the audit record and marks the impersonator's account in one transaction. The account update is
 * conditioned on no impersonation being active, so two concurrent starts cannot stack; the target's
 * membership is condition-checked so a removed user cannot be acted as.
 */
export async function recordImpersonation(
  input: StartImpersonationInput,
  now = new Date(),
): Promise<StartImpersonationOutcome> {
  const impersonationId = ulid(now.getTime());
  const startedAt = now.toISOString();
  const record: Impersonation = { ...input, impersonationId, startedAt, revokedAt: null };
  const outcome = await transactWrite({
    audit: create(impersonationEntity, record),
    account: update(
      accountEntity,
      { userId: input.impersonatorId },
      {
        set: {
          impersonation: {
            impersonationId,
            targetUserId: input.targetUserId,
            organizationId: input.organizationId,
            startedAt,
          },
        },
      },
      where.notExists('impersonation'),
    ),
    target: check(membershipEntity, { organizationId: input.organizationId, userId: input.targetUserId }),
  });
  if (outcome.ok) return { status: 'started', impersonation: record };
  return outcome.failed.has('account') ? { status: 'already_active' } : { status: 'target_gone' };
}

/**
 * Ends the active impersonation: removes it from the account (only if it is still this one) and stamps
 * revokedAt on the audit record (only once), in one transaction. False when it was already revoked.
 */
export async function endImpersonation(
  impersonatorId: string,
  active: { impersonationId: string; organizationId: string },
  now = new Date(),
): Promise<boolean> {
  const outcome = await transactWrite({
    account: update(
      accountEntity,
      { userId: impersonatorId },
      { remove: ['impersonation'] },
      where.eq('impersonation.impersonationId', active.impersonationId),
    ),
    audit: update(
      impersonationEntity,
      { organizationId: active.organizationId, impersonationId: active.impersonationId },
      { set: { revokedAt: now.toISOString() } },
      where.notExists('revokedAt'),
    ),
  });
  return outcome.ok;
}

/** Access pattern "impersonation by id": GetItem ORG#<orgId> / IMPERSONATION#<id>. */
export function getImpersonation(organizationId: string, impersonationId: string): Promise<Impersonation | null> {
  return getItem(impersonationEntity, { organizationId, impersonationId });
}

/** Access pattern "impersonations by impersonator": Query byRelation gsi1pk = USER#<id>, begins_with IMPERSONATION#, newest first. */
export async function listImpersonationsByImpersonator(impersonatorId: string, limit = 50): Promise<Impersonation[]> {
  const { items } = await queryItems(impersonationEntity, {
    index: 'byRelation',
    partition: `USER#${impersonatorId}`,
    prefix: 'IMPERSONATION#',
    order: 'desc',
    limit,
  });
  return items;
}

export type ImpersonationActionKey = Pick<ImpersonationAction, 'organizationId' | 'impersonationId' | 'actionId'>;

/**
 * Access pattern "record a change made while impersonating": PutItem `ORG#<orgId>` /
 * `IMPERSONATION_ACTION#<impersonationId>#<actionId>` (a ULID: the trail sorts by time), outcome `started`.
 */
export async function recordImpersonatedAction(
  action: Omit<ImpersonationAction, 'actionId' | 'at' | 'outcome' | 'status' | 'error'>,
  now = new Date(),
): Promise<ImpersonationActionKey> {
  const record: ImpersonationAction = {
    ...action,
    actionId: ulid(now.getTime()),
    at: now.toISOString(),
    outcome: 'started',
    status: null,
    error: null,
  };
  if ((await createItem(impersonationActionEntity, record)) !== 'created') throw new Error('audit line exists');
  return { organizationId: record.organizationId, impersonationId: record.impersonationId, actionId: record.actionId };
}

/** Access pattern "settle an audited change": UpdateItem of the line's outcome, status and error code. */
export async function settleImpersonatedAction(
  key: ImpersonationActionKey,
  settled: { outcome: 'done' | 'failed'; status: number; error?: string },
): Promise<void> {
  await updateItem(impersonationActionEntity, key, {
    set: { outcome: settled.outcome, status: settled.status, error: settled.error ?? null },
  });
}

/**
 * Access pattern "the changes made during an impersonation": Query `pk = ORG#<orgId>`, begins_with(sk,
 * `IMPERSONATION_ACTION#<impersonationId>#`), oldest first, a page at a time.
 */
export async function listImpersonationActions(
  organizationId: string,
  impersonationId: string,
  limit = 100,
): Promise<ImpersonationAction[]> {
  const { items } = await queryItems(impersonationActionEntity, {
    partition: `ORG#${organizationId}`,
    prefix: `IMPERSONATION_ACTION#${impersonationId}#`,
    limit,
  });
  return items;
}
