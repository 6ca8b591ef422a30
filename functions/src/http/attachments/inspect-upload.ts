import {
  TYPE_DETECTION_SAMPLE_BYTES,
  detectFileType,
  fileExtension,
  notFound,
  sizeExceededMessage,
  invalidTypeMessage,
  invalid,
  validateStoredUpload,
  type DomainError,
} from '@tessera/shared';
import { deleteObject, headObject, readLeadingBytes } from '../../adapters/object-storage';
import type { PendingUpload } from '../../db/attachments/attachments';
import { discardPendingUpload } from '../../db/attachments/upload-changes';
import { codeOf, refusal } from './refusals';

/** One type under two names: what the bytes say and what the name says must agree up to these. */
const SAME = (type: string): string => ({ jpeg: 'jpg', htm: 'html', tif: 'tiff' })[type] ?? type;

/** The file's stored size and the type its bytes show, once both passed the upload's rule. */
export interface InspectedUpload {
  size: number;
  type: string;
}

/** Removes what was stored under a refused upload, then gives the refusal to throw. */
async function reject(upload: PendingUpload, error: DomainError): Promise<DomainError> {
  await Promise.all([deleteObject(upload.key), discardPendingUpload(upload)]);
  return error;
}

/**
 * The real guard of every upload (the local S3 checks no policy, and a browser can be bypassed): HEAD for the
 * stored size, a ranged GET of the leading bytes, detection by bytes (shared's detectFileType, on file-type),
 * then the rule the upload was signed for. Refused when the object is empty, larger than declared or than the
 * rule allows ('invalid file size'), when its bytes are no known permitted type, or when they are another
 * type than its name says ('invalid file type': a PNG named .pdf, HTML named .jpg, an image carrying HTML).
 * A refused upload's object and record are deleted. An expired one is removed and is 404.
 */
export async function inspectUpload(upload: PendingUpload, now: Date): Promise<InspectedUpload> {
  if (Date.parse(upload.expiresAt) <= now.getTime())
    throw await reject(upload, notFound('attachments.upload.not_found'));
  const head = await headObject(upload.key);
  if (!head) throw invalid('attachments.upload.not_stored');
  const { rule } = upload;
  if (head.size === 0) throw await reject(upload, refusal('invalid file size', { key: 'attachments.upload.empty' }));
  if (head.size > upload.declaredSize) {
    throw await reject(upload, refusal('invalid file size', sizeExceededMessage(rule)));
  }
  const bytes = await readLeadingBytes(upload.key, TYPE_DETECTION_SAMPLE_BYTES);
  const detected = await detectFileType({ bytes, mimeType: upload.declaredType, fileName: upload.fileName });
  const broken = validateStoredUpload({ size: head.size, detectedType: detected }, rule);
  if (broken) throw await reject(upload, refusal(codeOf(broken), broken));
  if (SAME(detected ?? '') !== SAME(fileExtension(upload.fileName))) {
    throw await reject(upload, refusal('invalid file type', invalidTypeMessage(rule)));
  }
  return { size: head.size, type: detected as string };
}
