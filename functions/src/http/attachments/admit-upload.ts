import { USER_STORAGE_QUOTA_BYTES, humanFileSize, invalid, notFound, type admitUpload } from '@tessera/shared';
import { deleteObject } from '../../adapters/object-storage';
import { getPendingUpload, getStorageUsage, type Attachment } from '../../db/attachments/attachments';
import { admitPendingUpload, discardPendingUpload } from '../../db/attachments/upload-changes';
import type { UseCase } from '../../lib/http/types';
import { inspectUpload, removeUploadedObject } from './inspect-upload';
import { requireOwner } from './owner';
import { contentTypeOf, presentAttachment } from './present';
import { uploadIdOf } from './pending-key';

/**
 * POST /api/users/{id}/attachments (spec 1 §7): admits an uploaded object after reading what really arrived
 * (inspect-upload.ts: checked and kept as a copy no client can write); the attachment, the pending upload's
 * removal and the storage total are one write.
 */
export const admitUploadUseCase: UseCase<typeof admitUpload> = async ({ path, body }, { actor }) => {
  const owner = requireOwner(actor, path.id);
  const uploadId = uploadIdOf(body.key, owner);
  const upload = uploadId ? await getPendingUpload(owner.organizationId, owner.ownerId, uploadId) : null;
  if (!upload) throw notFound('attachments.upload.not_found');
  const inspected = await inspectUpload(upload, new Date());
  const now = new Date().toISOString();
  const alternativeText = body.alternative_text?.trim() ?? '';
  const attachment: Attachment = {
    ...owner,
    attachmentId: upload.uploadId,
    key: inspected.key,
    fileName: upload.fileName,
    size: inspected.size,
    type: inspected.type,
    contentType: contentTypeOf(inspected.type),
    purpose: upload.purpose,
    target: upload.target,
    templateId: upload.templateId,
    componentId: upload.componentId,
    derivedFrom: null,
    alternativeText,
    isUserAltText: alternativeText !== '',
    useCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  const outcome = await admitPendingUpload(upload, attachment, USER_STORAGE_QUOTA_BYTES);
  if (outcome === 'gone') {
    // Another admission of the same upload won: this one's copy is nobody's.
    await deleteObject(inspected.key);
    throw notFound('attachments.upload.not_found');
  }
  if (outcome === 'over_quota') {
    const usage = await getStorageUsage(owner.organizationId, owner.ownerId);
    await Promise.all([deleteObject(upload.key), deleteObject(inspected.key), discardPendingUpload(upload)]);
    throw invalid('attachments.quota_exceeded', {
      code: 'storage_quota_exceeded',
      params: { used: humanFileSize(usage.usedBytes), quota: humanFileSize(USER_STORAGE_QUOTA_BYTES) },
    });
  }
  await removeUploadedObject(upload);
  return presentAttachment(attachment);
};
