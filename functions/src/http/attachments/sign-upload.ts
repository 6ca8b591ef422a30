import {
  MIME_TYPE_EXTENSIONS,
  USER_STORAGE_QUOTA_BYTES,
  cleanFileName,
  fileExtension,
  fitsStorageQuota,
  humanFileSize,
  invalid,
  validateUpload,
  type PresignedUpload,
  type UploadRule,
} from '@tessera/shared';
import { ulid } from 'ulid';
import { presignPost } from '../../adapters/object-storage';
import { getStorageUsage, type PendingUpload } from '../../db/attachments/attachments';
import { insertPendingUpload } from '../../db/attachments/upload-changes';
import { codeOf, refusal } from './refusals';

/**
 * The POST policy works this long; an upload must start within it. Minutes, not an hour: a form kept after its
 * file was admitted posts only to the upload's own key, which admission no longer serves (inspect-upload.ts),
 * and a short life keeps such stray posts few.
 */
export const POLICY_SECONDS = 10 * 60;
/**
 * An upload not admitted this long after signing is removed (the admission timeout): long enough for the
 * largest attachment (2 GB) to finish arriving over a slow connection after it started within the policy.
 */
export const ADMISSION_WINDOW_SECONDS = 2 * 60 * 60;

const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

/** The Content-Type signed into the policy: the declared one when well formed, else the name's, else binary. */
function signedContentType(declared: string, fileName: string): string {
  const type = declared.trim().toLowerCase();
  if (MIME.test(type) && type.length <= 127) return type;
  const extension = fileExtension(fileName);
  const known = Object.entries(MIME_TYPE_EXTENSIONS).find(([, ext]) => ext === extension);
  return known?.[0] ?? 'application/octet-stream';
}

/** The generated object key: under the organisation and the owner, never the user's file name. */
export const objectKey = (organizationId: string, ownerId: string, id: string): string =>
  `org/${organizationId}/user/${ownerId}/${id}`;

export interface UploadRequest {
  file_name: string;
  file_size: number;
  file_type: string;
}

/**
 * Checks a declared file against its rule and the owner's storage, then signs a POST policy for one exact key
 * and records the pending upload. Refusals carry the spec's server keys and the rule's sentences (spec 1 §5, §8):
 * the name (cleaned first), size and type are checked before anything is signed.
 */
export async function signUpload(
  owner: { organizationId: string; ownerId: string },
  file: UploadRequest,
  rule: UploadRule,
  record: Pick<PendingUpload, 'purpose' | 'target' | 'templateId' | 'componentId'>,
): Promise<PresignedUpload> {
  const fileName = cleanFileName(file.file_name.trim());
  if (file.file_size === 0) throw refusal('invalid file size', { key: 'attachments.upload.empty' });
  const ruleBroken = validateUpload({ name: fileName, size: file.file_size }, rule);
  if (ruleBroken) throw refusal(codeOf(ruleBroken), ruleBroken);
  const usage = await getStorageUsage(owner.organizationId, owner.ownerId);
  if (!fitsStorageQuota({ usedBytes: usage.usedBytes, quotaBytes: USER_STORAGE_QUOTA_BYTES }, file.file_size)) {
    throw invalid('attachments.quota_exceeded', {
      code: 'storage_quota_exceeded',
      params: { used: humanFileSize(usage.usedBytes), quota: humanFileSize(USER_STORAGE_QUOTA_BYTES) },
    });
  }
  const uploadId = ulid();
  const key = objectKey(owner.organizationId, owner.ownerId, uploadId);
  const contentType = signedContentType(file.file_type, fileName);
  const signed = await presignPost({ key, contentType, maxBytes: file.file_size, expiresSeconds: POLICY_SECONDS });
  const now = Date.now();
  const expiresAt = new Date(now + ADMISSION_WINDOW_SECONDS * 1000).toISOString();
  await insertPendingUpload({
    ...owner,
    ...record,
    uploadId,
    key,
    fileName,
    declaredSize: file.file_size,
    declaredType: contentType,
    rule,
    createdAt: new Date(now).toISOString(),
    expiresAt,
  });
  return {
    upload_id: uploadId,
    key,
    url: signed.url,
    fields: signed.fields,
    file_name: fileName,
    max_bytes: file.file_size,
    expires_at: signed.expiresAt,
  };
}
