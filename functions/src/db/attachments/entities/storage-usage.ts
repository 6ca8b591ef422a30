import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';
import { ownerPartition } from './attachment';

export const STORAGE_SORT_KEY = 'STORAGE';

/**
 * A user's storage total (issue 14): bytes of admitted files and how many. Moved in the same transaction as
 * every admission and deletion, conditioned so the total never passes the quota.
 */
export const storageUsageRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    ownerId: z.string(),
    usedBytes: z.number(),
    attachmentCount: z.number(),
  }),
);
export type StorageUsage = RecordOf<typeof storageUsageRecord>;

export const storageUsageEntity = defineEntity<StorageUsage>()({
  name: 'storageUsage',
  keyFields: ['organizationId', 'ownerId'],
  key: ({ organizationId, ownerId }) => ({ pk: ownerPartition(organizationId, ownerId), sk: STORAGE_SORT_KEY }),
  defaults: { usedBytes: 0, attachmentCount: 0 },
  record: storageUsageRecord,
});
