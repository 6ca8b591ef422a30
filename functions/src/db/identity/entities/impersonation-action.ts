import { defineEntity } from '../../entity';

/**
 * One change asked while acting as another user (spec 1 §1 impersonation; issue 21): the audit trail's line
 * for it, under the impersonation's own audit record (same organisation, the impersonation's id in the key).
 * Written before the use case runs (`outcome: started`), settled after it (`done` with the answer's status, or
 * `failed` with the error's code), so no change made while acting as someone is missing from the audit even
 * when settling it fails. Never deleted.
 */
export interface ImpersonationAction {
  organizationId: string;
  impersonationId: string;
  actionId: string;
  /** The signed-in user who acted, and the user acted as. */
  impersonatorId: string;
  targetUserId: string;
  /** The contract called (`portfolios.createPortfolioComment`), its method and its path parameters. */
  contract: string;
  method: string;
  path: Record<string, string>;
  at: string;
  outcome: 'started' | 'done' | 'failed';
  /** The answer's status once settled (the error's, when it failed). */
  status: number | null;
  /** The error's code when it failed. */
  error: string | null;
}

export const impersonationActionEntity = defineEntity<ImpersonationAction>()({
  name: 'impersonationAction',
  keyFields: ['organizationId', 'impersonationId', 'actionId'],
  key: ({ organizationId, impersonationId, actionId }) => ({
    pk: `ORG#${organizationId}`,
    sk: `IMPERSONATION_ACTION#${impersonationId}#${actionId}`,
  }),
  defaults: { status: null, error: null },
});
