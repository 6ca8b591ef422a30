import { where } from '../expressions';
import { deleteItem, getItem, putItem, queryItems, updateItem } from '../items';
import { create, remove, transactWrite, update } from '../transaction';
import { attachmentEntity, type Attachment } from './entities/attachment';
import { PENDING_UPLOADS_LISTING, pendingUploadEntity, type PendingUpload } from './entities/pending-upload';
import { profileImageEntity, type ProfileImage } from './entities/profile-image';
import { storageUsageEntity } from './entities/storage-usage';

/** A signed upload is recorded (its id is new, so it cannot exist); the storage total is created on first use. */
export async function insertPendingUpload(upload: PendingUpload): Promise<void> {
  await Promise.all([
    putItem(pendingUploadEntity, upload),
    updateItem(
      storageUsageEntity,
      { organizationId: upload.organizationId, ownerId: upload.ownerId },
      { set: { usedBytes: 0, attachmentCount: 0 } },
      { upsert: true, if: where.notExists('usedBytes') },
    ),
  ]);
}

export type AdmitOutcome = 'admitted' | 'gone' | 'over_quota';

/**
 * The admission, one transaction: the attachment put, the pending upload deleted (it must still be there: two
 * admissions of one upload cannot both win), and the storage total moved, only while it stays within the quota.
 */
export async function admitPendingUpload(
  upload: PendingUpload,
  attachment: Attachment,
  quotaBytes: number,
): Promise<AdmitOutcome> {
  const owner = { organizationId: upload.organizationId, ownerId: upload.ownerId };
  const outcome = await transactWrite({
    attachment: create(attachmentEntity, attachment),
    pending: remove(pendingUploadEntity, { ...owner, uploadId: upload.uploadId }, where.exists('key')),
    storage: update(
      storageUsageEntity,
      owner,
      { add: { usedBytes: attachment.size, attachmentCount: 1 } },
      where.le('usedBytes', quotaBytes - attachment.size),
    ),
  });
  if (outcome.ok) return 'admitted';
  return outcome.failed.has('storage') && !outcome.failed.has('pending') ? 'over_quota' : 'gone';
}

/** A refused or expired upload's record goes (false when it already went). */
export function discardPendingUpload(upload: PendingUpload): Promise<boolean> {
  return deleteItem(pendingUploadEntity, upload, { if: where.exists('key') });
}

/**
 * Access pattern "pending uploads expired by a time": Query byListing `gsi2pk = PENDING_UPLOADS AND
 * begins_with(gsi2sk, EXPIRES#)`, oldest first, one page of `limit`, filtered to those expired by `now` (and to
 * one owner when given: a test sweeps only its own uploads).
 */
export async function listExpiredPendingUploads(now: Date, limit: number, ownerId?: string): Promise<PendingUpload[]> {
  const expired = where.lt('expiresAt', now.toISOString());
  const { items } = await queryItems(pendingUploadEntity, {
    index: 'byListing',
    partition: PENDING_UPLOADS_LISTING,
    prefix: 'EXPIRES#',
    filter: ownerId === undefined ? expired : where.and(expired, where.eq('ownerId', ownerId)),
    limit,
  });
  return items;
}

/** Alternative text at the version read (any version when none is given); false when it changed or went. */
export function updateAttachmentText(attachment: Attachment, text: string, readVersion: number, now: string) {
  return updateItem(
    attachmentEntity,
    attachment,
    { set: { alternativeText: text, isUserAltText: true, updatedAt: now }, add: { version: 1 } },
    { if: where.eq('version', readVersion) },
  );
}

export type RemoveOutcome = 'deleted' | 'in_use' | 'gone';

/** Deletes an attachment nothing uses, moving the storage total back, in one transaction. */
export async function removeAttachment(attachment: Attachment): Promise<RemoveOutcome> {
  const owner = { organizationId: attachment.organizationId, ownerId: attachment.ownerId };
  const outcome = await transactWrite({
    attachment: remove(
      attachmentEntity,
      attachment,
      where.and(where.exists('key'), where.or(where.notExists('useCount'), where.eq('useCount', 0))),
    ),
    storage: update(storageUsageEntity, owner, { add: { usedBytes: -attachment.size, attachmentCount: -1 } }),
  });
  if (outcome.ok) return 'deleted';
  return outcome.failed.has('attachment') ? 'in_use' : 'gone';
}

/**
 * An image the server made (a crop) joins the owner's files: the attachment created and the storage total moved
 * in one transaction, within the quota. False when the quota is reached.
 */
export async function insertDerivedAttachment(attachment: Attachment, quotaBytes: number): Promise<boolean> {
  const owner = { organizationId: attachment.organizationId, ownerId: attachment.ownerId };
  const outcome = await transactWrite({
    attachment: create(attachmentEntity, attachment),
    storage: update(
      storageUsageEntity,
      owner,
      { add: { usedBytes: attachment.size, attachmentCount: 1 } },
      where.le('usedBytes', quotaBytes - attachment.size),
    ),
  });
  return outcome.ok;
}

/** Records which image is the owner's avatar (the last one made wins). */
export async function putProfileImage(image: ProfileImage): Promise<void> {
  await putItem(profileImageEntity, image);
}

/** Access pattern "a user's avatar record": GetItem `ORG#<orgId>#USER#<ownerId>` / `IMAGE#AVATAR`. */
export function getProfileImage(organizationId: string, ownerId: string, kind: ProfileImage['kind']) {
  return getItem(profileImageEntity, { organizationId, ownerId, kind });
}
