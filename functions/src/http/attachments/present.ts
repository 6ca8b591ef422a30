import { MIME_TYPE_EXTENSIONS, type Attachment as AttachmentBody } from '@tessera/shared';
import { presignGet } from '../../adapters/object-storage';
import type { Attachment } from '../../db/attachments/attachments';

/** Links work this long (spec 1 §7: downloads and previews go through short-lived presigned GET URLs). */
export const LINK_SECONDS = 15 * 60;

/**
 * Types a browser shows safely inline, with the Content-Type they are shown as. Everything else (HTML above
 * all; SVG is no upload type at all) is only ever downloaded, so nothing uploaded runs as a page.
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
  txt: 'text/plain; charset=utf-8',
  csv: 'text/plain; charset=utf-8',
};

/** The Content-Type an admitted file is stored and downloaded as: its detected type's, never the declared one. */
export function contentTypeOf(type: string): string {
  if (type === 'html') return 'application/octet-stream';
  return (
    Object.entries(MIME_TYPE_EXTENSIONS).find(([, ext]) => ext === (type === 'jpeg' ? 'jpg' : type))?.[0] ??
    'application/octet-stream'
  );
}

/** An attachment as the spec names it (spec 1 §3), with fresh links. */
export async function presentAttachment(attachment: Attachment): Promise<AttachmentBody> {
  const inlineType = INLINE[attachment.type];
  const [url, publicUrl] = await Promise.all([
    presignGet({
      key: attachment.key,
      fileName: attachment.fileName,
      contentType: inlineType ?? attachment.contentType,
      disposition: inlineType ? 'inline' : 'attachment',
      expiresSeconds: LINK_SECONDS,
    }),
    presignGet({
      key: attachment.key,
      fileName: attachment.fileName,
      contentType: attachment.contentType,
      disposition: 'attachment',
      expiresSeconds: LINK_SECONDS,
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
