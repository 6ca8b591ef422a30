/**
 * The attachments context's published interface (ADR 0013, 0019): what the composer's portfolios need of
 * attachments. A component that holds an attachment records a use and releases it when it lets go: a file in
 * use cannot be deleted (spec 1 §6 "Attachment delete only where can_delete is true"). Lint forbids reaching
 * into `db/attachments` or `http/attachments`.
 */
export { getAttachment, type Attachment } from '../db/attachments/attachments';
export { recordAttachmentUse, releaseAttachmentUse } from '../db/attachments/attachment-uses';
export { mediaReference, mediaUrl } from '../adapters/media-links';
