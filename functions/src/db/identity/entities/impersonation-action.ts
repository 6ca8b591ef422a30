import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/**
 * One change asked while acting as another user (spec 1 §1 impersonation; issue 21): the audit trail's line
 * for it, under the impersonation's own audit record (same organisation, the impersonation's id in the key).
 * Written before the use case runs (`outcome: started`), settled after it (`done` with the answer's status, or
 * `failed` with the error's code), so no change made while acting as someone is missing from the audit even
 * when settling it fails. Never deleted.
 */
export const impersonationActionRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    impersonationId: z.string(),
    actionId: z.string(),
    /** The signed-in user who acted, and the user acted as. */
    impersonatorId: z.string(),
    targetUserId: z.string(),
    /** The contract called (`portfolios.createPortfolioComment`), its method and its path parameters. */
    contract: z.string(),
    method: z.string(),
    path: z.record(z.string(), z.string()),
    at: z.string(),
    outcome: z.enum(['started', 'done', 'failed']),
    /** The answer's status once settled (the error's, when it failed). */
    status: z.nullable(z.number()),
    /** The error's code when it failed. */
    error: z.nullable(z.string()),
  }),
);
export type ImpersonationAction = RecordOf<typeof impersonationActionRecord>;

export const impersonationActionEntity = defineEntity<ImpersonationAction>()({
  name: 'impersonationAction',
  keyFields: ['organizationId', 'impersonationId', 'actionId'],
  key: ({ organizationId, impersonationId, actionId }) => ({
    pk: `ORG#${organizationId}`,
    sk: `IMPERSONATION_ACTION#${impersonationId}#${actionId}`,
  }),
  defaults: { status: null, error: null },
  record: impersonationActionRecord,
});
