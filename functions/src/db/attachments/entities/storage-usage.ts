import { defineEntity } from '../../entity';
import { ownerPartition } from './attachment';

export const STORAGE_SORT_KEY = 'STORAGE';

/**
 * A user's storage total (issue 14): bytes of admitted files and how many. Moved in the same transaction as
 * every admission and deletion, conditioned so the total never passes the quota.
 */
export interface StorageUsage {
  organizationId: string;
  ownerId: string;
  usedBytes: number;
  attachmentCount: number;
}

export const storageUsageEntity = defineEntity<StorageUsage>()({
  name: 'storageUsage',
  keyFields: ['organizationId', 'ownerId'],
  key: ({ organizationId, ownerId }) => ({ pk: ownerPartition(organizationId, ownerId), sk: STORAGE_SORT_KEY }),
  defaults: { usedBytes: 0, attachmentCount: 0 },
});
