import {
  TYPE_DETECTION_SAMPLE_BYTES,
  conflict,
  detectFileType,
  fileExtension,
  notFound,
  sizeExceededMessage,
  invalidTypeMessage,
  invalid,
  validateStoredUpload,
  type DomainError,
} from '@tessera/shared';
import { ulid } from 'ulid';
import { copyObject, deleteObject, headObject, readLeadingBytes } from '../../adapters/object-storage';
import type { PendingUpload } from '../../db/attachments/attachments';
import { discardPendingUpload } from '../../db/attachments/upload-changes';
import { logger } from '../../lib/powertools';
import { codeOf, refusal } from './refusals';
import { objectKey } from './sign-upload';

/** One type under two names: what the bytes say and what the name says must agree up to these. */
const SAME = (type: string): string => ({ jpeg: 'jpg', htm: 'html', tif: 'tiff' })[type] ?? type;

/** The file's stored size, the type its bytes show and where it is kept, once both passed the upload's rule. */
export interface InspectedUpload {
  size: number;
  type: string;
  /** The admitted copy's key: no POST policy names it, so what was checked is what is served. */
  key: string;
}

/**
 * Where an admission keeps its copy of an upload: a key of its own per attempt, under the owner, that no
 * POST policy names (policies name exactly the upload's key), so no client can write it.
 */
const admittedKey = (upload: PendingUpload): string =>
  objectKey(upload.organizationId, upload.ownerId, `admitted/${upload.uploadId}/${ulid()}`);

/** Removes what was stored under a refused upload (and the admission's copy), then gives the refusal to throw. */
async function reject(upload: PendingUpload, error: DomainError, copy?: string): Promise<DomainError> {
  await Promise.all([deleteObject(upload.key), ...(copy ? [deleteObject(copy)] : []), discardPendingUpload(upload)]);
  return error;
}

/**
 * The real guard of every upload (the local S3 checks no policy, and a browser can be bypassed). HEAD for the
 * stored size (a file larger than declared is refused before anything is copied), then the upload is copied,
 * as HEAD saw it, to a key no policy names (the form it was posted with stays valid for minutes after: posting
 * again must not replace what was checked, issue 21, probe finding 6), and the copy is what is read: its size,
 * its leading bytes, detection by bytes (shared's detectFileType, on file-type), then the rule the upload was
 * signed for. Refused when the object is empty, larger than declared or than the rule allows ('invalid file
 * size'), when its bytes are no known permitted type, or when they are another type than its name says
 * ('invalid file type': a PNG named .pdf, HTML named .jpg, an image carrying HTML). A refused upload's objects
 * and record are deleted. An expired one is removed and is 404; one replaced while it was copied is refused
 * (409) and removed too. The copy is stored as a download of unknown type: every link names the admitted type.
 */
export async function inspectUpload(upload: PendingUpload, now: Date): Promise<InspectedUpload> {
  if (Date.parse(upload.expiresAt) <= now.getTime())
    throw await reject(upload, notFound('attachments.upload.not_found'));
  const head = await headObject(upload.key);
  if (!head) throw invalid('attachments.upload.not_stored');
  const { rule } = upload;
  const tooLarge = (size: number) => size > upload.declaredSize;
  if (head.size === 0) throw await reject(upload, refusal('invalid file size', { key: 'attachments.upload.empty' }));
  if (tooLarge(head.size)) throw await reject(upload, refusal('invalid file size', sizeExceededMessage(rule)));
  const key = admittedKey(upload);
  const copied = await copyObject({
    source: upload.key,
    target: key,
    size: head.size,
    etag: head.etag,
    contentType: 'application/octet-stream',
    contentDisposition: 'attachment',
  });
  if (copied === 'gone') throw invalid('attachments.upload.not_stored');
  if (copied === 'changed') throw await reject(upload, conflict('attachments.upload.changed'), key);
  const stored = await headObject(key);
  if (!stored) throw invalid('attachments.upload.not_stored');
  if (stored.size === 0) {
    throw await reject(upload, refusal('invalid file size', { key: 'attachments.upload.empty' }), key);
  }
  if (tooLarge(stored.size)) {
    throw await reject(upload, refusal('invalid file size', sizeExceededMessage(rule)), key);
  }
  const bytes = await readLeadingBytes(key, TYPE_DETECTION_SAMPLE_BYTES);
  const detected = await detectFileType({ bytes, mimeType: upload.declaredType, fileName: upload.fileName });
  const broken = validateStoredUpload({ size: stored.size, detectedType: detected }, rule);
  if (broken) throw await reject(upload, refusal(codeOf(broken), broken), key);
  if (SAME(detected ?? '') !== SAME(fileExtension(upload.fileName))) {
    throw await reject(upload, refusal('invalid file type', invalidTypeMessage(rule)), key);
  }
  return { size: stored.size, type: detected as string, key };
}

/**
 * After an admission: the object under the upload's own key goes (its copy is the attachment). A failure here
 * loses nothing: the object is tagged pending, so the bucket's lifecycle rule removes it within a day.
 */
export async function removeUploadedObject(upload: PendingUpload): Promise<void> {
  try {
    await deleteObject(upload.key);
  } catch (error) {
    logger.warn('the admitted upload’s own object was not deleted; the lifecycle rule will', {
      key: upload.key,
      error,
    });
  }
}
