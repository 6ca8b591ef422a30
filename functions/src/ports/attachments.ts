/**
 * The attachments context's published interface (ADR 0013, 0019): what the composer's portfolios need of
 * attachments. A component that holds an attachment records a use and releases it when it lets go: a file in
 * use cannot be deleted (spec 1 §6 "Attachment delete only where can_delete is true"). Lint forbids reaching
 * into `db/attachments` or `http/attachments`.
 */
import { presignGet } from '../adapters/object-storage';
import type { Attachment } from '../db/attachments/attachments';

export { getAttachment, type Attachment } from '../db/attachments/attachments';
export { recordAttachmentUse, releaseAttachmentUse } from '../db/attachments/attachment-uses';
export { mediaReference, mediaUrl } from '../adapters/media-links';

/** How long a download link handed to another context's reader lasts (as the attachment GET's). */
const DOWNLOAD_LINK_SECONDS = 15 * 60;

/**
 * A download link for an attachment another context lets its reader have (a profile's resume): a presigned GET
 * served as a download under the cleaned name, never inline (docs/adr/0019).
 */
export function attachmentDownloadUrl(attachment: Attachment): Promise<string> {
  return presignGet({
    key: attachment.key,
    fileName: attachment.fileName,
    contentType: attachment.contentType,
    disposition: 'attachment',
    expiresSeconds: DOWNLOAD_LINK_SECONDS,
  });
}
