import { defineEntity } from '../../entity';

/**
 * The audit trail of acting as another user (spec 1 §1): who, as whom, when, until when. Kept under the
 * organisation of the user acted as; never deleted.
 */
export interface Impersonation {
  organizationId: string;
  impersonationId: string;
  impersonatorId: string;
  impersonatorEmail: string;
  impersonatorOrganizationId: string;
  targetUserId: string;
  targetEmail: string;
  startedAt: string;
  revokedAt: string | null;
}

export const impersonationEntity = defineEntity<Impersonation>()({
  name: 'impersonation',
  keyFields: ['organizationId', 'impersonationId'],
  key: ({ organizationId, impersonationId }) => ({
    pk: `ORG#${organizationId}`,
    sk: `IMPERSONATION#${impersonationId}`,
  }),
  indexes: (record) => ({ gsi1pk: `USER#${record.impersonatorId}`, gsi1sk: `IMPERSONATION#${record.impersonationId}` }),
  defaults: { revokedAt: null },
});
