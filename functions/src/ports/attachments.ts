/**
 * The attachments context's published interface (ADR 0013, 0019): what the composer's portfolios need of
 * attachments. A component that holds an attachment records a use and releases it when it lets go: a file in
 * use cannot be deleted (spec 1 §6 "Attachment delete only where can_delete is true"). Lint forbids reaching
 * into `db/attachments` or `http/attachments`.
 */
import type { Attachment as AttachmentBody } from '@tessera/shared';
import { presignGet } from '../adapters/object-storage';
import type { Attachment } from '../db/attachments/attachments';

export {
  readAttachment,
  getAttachmentsByKeys,
  getOwnerAttachments,
  type Attachment,
} from '../db/attachments/attachments';
export { recordAttachmentUse, releaseAttachmentUse } from '../db/attachments/attachment-uses';
export { mediaUrl } from '../adapters/media-links';

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

/** How long a link to an image a page shows lasts (a theme's logo): as the avatar's and cover's. */
const IMAGE_LINK_SECONDS = 60 * 60;

/**
 * A cropped theme logo: an image the logo crop made (purpose logo, derived from an admitted upload). Only such
 * an attachment may be a theme's logo (issue 21: a theme naming any stored file made a link to it for every
 * member of the organisation).
 */
export function isThemeLogo(attachment: Attachment | null | undefined): attachment is Attachment {
  return (
    attachment !== null && attachment !== undefined && attachment.purpose === 'logo' && attachment.derivedFrom !== null
  );
}

/** A link that shows an image in a page (a theme's logo): inline, as its admitted type. */
export function imageUrl(attachment: Attachment): Promise<string> {
  return presignGet({
    key: attachment.key,
    fileName: attachment.fileName,
    contentType: attachment.contentType,
    disposition: 'inline',
    expiresSeconds: IMAGE_LINK_SECONDS,
  });
}

/**
 * Types a browser shows safely inline (raster images, PDF, audio, video), with the Content-Type they are
 * shown as. Everything else (HTML above all; text too; SVG is no upload type at all) is only ever downloaded,
 * so nothing uploaded runs as a page (the storage adapter's presignGet holds to the same list).
 */
const INLINE: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
};

/**
 * An attachment as the spec names it (spec 1 §3), with fresh links: the attachment GET's answer, and a
 * portfolio reader's (the files in the work they read).
 */
export async function presentAttachment(attachment: Attachment): Promise<AttachmentBody> {
  const inlineType = INLINE[attachment.type];
  const [url, publicUrl] = await Promise.all([
    presignGet({
      key: attachment.key,
      fileName: attachment.fileName,
      contentType: inlineType ?? attachment.contentType,
      disposition: inlineType ? 'inline' : 'attachment',
      expiresSeconds: DOWNLOAD_LINK_SECONDS,
    }),
    presignGet({
      key: attachment.key,
      fileName: attachment.fileName,
      contentType: attachment.contentType,
      disposition: 'attachment',
      expiresSeconds: DOWNLOAD_LINK_SECONDS,
    }),
  ]);
  return {
    id: attachment.attachmentId,
    filename: attachment.fileName,
    size: attachment.size,
    type: attachment.type,
    content_type: attachment.contentType,
    purpose: attachment.purpose,
    owner_id: attachment.ownerId,
    created_at: attachment.createdAt,
    can_delete: attachment.useCount === 0,
    url,
    public_url: publicUrl,
    alternative_text: attachment.alternativeText,
    is_user_alt_text: attachment.isUserAltText,
    version: attachment.version,
  };
}
