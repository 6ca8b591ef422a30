import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/**
 * The audit trail of acting as another user (spec 1 §1): who, as whom, when, until when. Kept under the
 * organisation of the user acted as; never deleted.
 */
export const impersonationRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    impersonationId: z.string(),
    impersonatorId: z.string(),
    impersonatorEmail: z.string(),
    impersonatorOrganizationId: z.string(),
    targetUserId: z.string(),
    targetEmail: z.string(),
    startedAt: z.string(),
    revokedAt: z.nullable(z.string()),
  }),
);
export type Impersonation = RecordOf<typeof impersonationRecord>;

export const impersonationEntity = defineEntity<Impersonation>()({
  name: 'impersonation',
  keyFields: ['organizationId', 'impersonationId'],
  key: ({ organizationId, impersonationId }) => ({
    pk: `ORG#${organizationId}`,
    sk: `IMPERSONATION#${impersonationId}`,
  }),
  indexes: (record) => ({ gsi1pk: `USER#${record.impersonatorId}`, gsi1sk: `IMPERSONATION#${record.impersonationId}` }),
  defaults: { revokedAt: null },
  record: impersonationRecord,
});
