import { batchGet } from '../batch';
import { getItem, queryStored } from '../items';
import { ATTACHMENT_PREFIX, attachmentEntity, ownerPartition, type Attachment } from './entities/attachment';
import { UPLOAD_PREFIX, pendingUploadEntity, type PendingUpload } from './entities/pending-upload';
import { STORAGE_SORT_KEY, storageUsageEntity, type StorageUsage } from './entities/storage-usage';

export type { Attachment } from './entities/attachment';
export type { PendingUpload } from './entities/pending-upload';
export type { StorageUsage } from './entities/storage-usage';

/** Access pattern "attachment by id": GetItem `ORG#<orgId>#USER#<ownerId>` / `ATTACHMENT#<id>`. */
export function readAttachment(organizationId: string, ownerId: string, attachmentId: string) {
  return getItem(attachmentEntity, { organizationId, ownerId, attachmentId });
}

/**
 * Access pattern "an owner's attachments by ids": BatchGetItem `ORG#<orgId>#USER#<ownerId>` / `ATTACHMENT#<id>`
 * (one round trip per 100 ids). Ids that are not the owner's files are simply absent from the answer.
 */
export function getOwnerAttachments(organizationId: string, ownerId: string, attachmentIds: readonly string[]) {
  return batchGet(
    attachmentEntity,
    attachmentIds.map((attachmentId) => ({ organizationId, ownerId, attachmentId })),
  );
}

/**
 * Access pattern "attachments by owner and id": BatchGetItem `ORG#<orgId>#USER#<ownerId>` / `ATTACHMENT#<id>` for
 * files of several owners at once (one round trip per 100), such as the logos of an organisation's template
 * themes. Keys that name no attachment are absent from the answer.
 */
export function getAttachmentsByKeys(
  keys: readonly { organizationId: string; ownerId: string; attachmentId: string }[],
) {
  return batchGet(attachmentEntity, keys);
}

/** Access pattern "pending upload by id": GetItem `ORG#<orgId>#USER#<ownerId>` / `UPLOAD#<id>`, consistent. */
export function getPendingUpload(organizationId: string, ownerId: string, uploadId: string) {
  return getItem(pendingUploadEntity, { organizationId, ownerId, uploadId }, { consistent: true });
}

/** Access pattern "a user's storage total": GetItem `ORG#<orgId>#USER#<ownerId>` / `STORAGE`. */
export async function getStorageUsage(organizationId: string, ownerId: string): Promise<StorageUsage> {
  return (
    (await getItem(storageUsageEntity, { organizationId, ownerId })) ?? {
      organizationId,
      ownerId,
      usedBytes: 0,
      attachmentCount: 0,
    }
  );
}

export interface OwnerFiles {
  /** Newest first. */
  attachments: Attachment[];
  pending: PendingUpload[];
  storage: StorageUsage;
}

/**
 * Access pattern "everything a user stores": Query (all pages) `pk = ORG#<orgId>#USER#<ownerId>`, descending,
 * so attachments (ULIDs) come newest first, beside the storage total and the uploads still pending.
 */
export async function listOwnerFiles(organizationId: string, ownerId: string): Promise<OwnerFiles> {
  const { items } = await queryStored({ partition: ownerPartition(organizationId, ownerId), order: 'desc', all: true });
  const files: OwnerFiles = {
    attachments: [],
    pending: [],
    storage: { organizationId, ownerId, usedBytes: 0, attachmentCount: 0 },
  };
  for (const stored of items) {
    const sk = String(stored.sk);
    if (sk.startsWith(ATTACHMENT_PREFIX)) files.attachments.push(attachmentEntity.fromStored(stored));
    else if (sk.startsWith(UPLOAD_PREFIX)) files.pending.push(pendingUploadEntity.fromStored(stored));
    // The total is created by an upsert (upload-changes.ts), which stores only its counts.
    else if (sk === STORAGE_SORT_KEY)
      files.storage = storageUsageEntity.fromStored({ organizationId, ownerId, ...stored });
    // IMAGE#AVATAR (which attachment is the avatar) is not a file.
  }
  return files;
}
