import {
  USER_STORAGE_QUOTA_BYTES,
  humanFileSize,
  invalid,
  notFound,
  type Attachment as AttachmentBody,
  type CropArea,
  type CropRule,
  type MessageKey,
} from '@tessera/shared';
import { ulid } from 'ulid';
import { CropError, cropImage } from '../../adapters/image-crop';
import { deleteObject, putObject, readObject } from '../../adapters/object-storage';
import { getPendingUpload, type Attachment } from '../../db/attachments/attachments';
import {
  admitPendingUpload,
  discardPendingUpload,
  insertDerivedAttachment,
  removeAttachment,
} from '../../db/attachments/upload-changes';
import { inspectUpload, removeUploadedObject } from './inspect-upload';
import { uploadIdOf } from './pending-key';
import { contentTypeOf, presentAttachment } from './present';
import { objectKey } from './sign-upload';

type Owner = { organizationId: string; ownerId: string };

/** What an image purpose is cropped to: its rule, the largest side kept, and the sentence of a failed crop. */
export interface CropPurpose {
  purpose: 'avatar' | 'cover' | 'logo';
  rule: CropRule;
  maxSide: number;
  failure: MessageKey;
}

const quotaExceeded = async (usedBytes: number) =>
  invalid('attachments.quota_exceeded', {
    code: 'storage_quota_exceeded',
    params: { used: humanFileSize(usedBytes), quota: humanFileSize(USER_STORAGE_QUOTA_BYTES) },
  });

/** Cuts `area` out of `original` and stores the result as a new attachment of the owner (derivedFrom set). */
export async function cropAttachment(
  original: Attachment,
  area: CropArea,
  crop: CropPurpose,
  alternativeText: string,
): Promise<Attachment> {
  let cropped;
  try {
    cropped = await cropImage(await readObject(original.key), original.type, area, crop.rule, crop.maxSide);
  } catch (error) {
    if (error instanceof CropError) throw invalid(crop.failure, { fields: { crop: crop.failure } });
    throw error;
  }
  const now = new Date().toISOString();
  const id = ulid();
  const image: Attachment = {
    organizationId: original.organizationId,
    ownerId: original.ownerId,
    attachmentId: id,
    key: objectKey(original.organizationId, original.ownerId, id),
    fileName: original.fileName.replace(/\.[^.]*$/, '') + `.${cropped.type}`,
    size: cropped.bytes.byteLength,
    type: cropped.type,
    contentType: cropped.contentType,
    purpose: crop.purpose,
    target: null,
    templateId: null,
    componentId: null,
    derivedFrom: original.attachmentId,
    alternativeText,
    isUserAltText: alternativeText !== '',
    useCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  await putObject(image.key, cropped.bytes, cropped.contentType);
  if (!(await insertDerivedAttachment(image, USER_STORAGE_QUOTA_BYTES))) {
    await deleteObject(image.key);
    throw await quotaExceeded(USER_STORAGE_QUOTA_BYTES);
  }
  return image;
}

/**
 * Admits an uploaded image signed for `crop.purpose` (its rule checked on the bytes, as any upload), then crops
 * it. A selection the crop rule refuses, or bytes that do not decode, refuse the upload whole: the object and
 * its record are removed and the purpose's sentence answers ("Something wrong when crop avatar").
 */
export async function admitAndCrop(
  owner: Owner,
  key: string,
  area: CropArea,
  crop: CropPurpose,
  alternativeText = '',
): Promise<{ image: Attachment; original: Attachment }> {
  const uploadId = uploadIdOf(key, owner);
  const upload = uploadId ? await getPendingUpload(owner.organizationId, owner.ownerId, uploadId) : null;
  if (!upload || upload.purpose !== crop.purpose) throw notFound('attachments.upload.not_found');
  const inspected = await inspectUpload(upload, new Date());
  const now = new Date().toISOString();
  const original: Attachment = {
    ...owner,
    attachmentId: upload.uploadId,
    key: inspected.key,
    fileName: upload.fileName,
    size: inspected.size,
    type: inspected.type,
    contentType: contentTypeOf(inspected.type),
    purpose: upload.purpose,
    target: null,
    templateId: null,
    componentId: null,
    derivedFrom: null,
    alternativeText,
    isUserAltText: alternativeText !== '',
    useCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  let image: Attachment;
  try {
    image = await cropAttachment(original, area, crop, alternativeText);
  } catch (error) {
    await Promise.all([deleteObject(upload.key), deleteObject(inspected.key), discardPendingUpload(upload)]);
    throw error;
  }
  const outcome = await admitPendingUpload(upload, original, USER_STORAGE_QUOTA_BYTES);
  if (outcome !== 'admitted') {
    // The crop was stored before its original was admitted: it goes too, record, total and file, and so does
    // this admission's copy of the original.
    if ((await removeAttachment(image)) === 'deleted') await deleteObject(image.key);
    await deleteObject(inspected.key);
    if (outcome === 'gone') throw notFound('attachments.upload.not_found');
    await Promise.all([deleteObject(upload.key), discardPendingUpload(upload)]);
    throw await quotaExceeded(USER_STORAGE_QUOTA_BYTES);
  }
  await removeUploadedObject(upload);
  return { image, original };
}

export async function presentCropped(cropped: {
  image: Attachment;
  original: Attachment;
}): Promise<{ image: AttachmentBody; original: AttachmentBody }> {
  const [image, original] = await Promise.all([presentAttachment(cropped.image), presentAttachment(cropped.original)]);
  return { image, original };
}
