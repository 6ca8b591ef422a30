import type { AttachmentUi } from '../lib/attachment-ui';

/**
 * The attachments feature's dialogs and links loaded at once, for screen tests that render the composer's file
 * and image components (the app's own `attachmentUi` loads them lazily, which a test would have to wait for).
 * Call it after mockSignedIn(): the pieces load lib/auth through the API client. `extra` adds the optional
 * pieces a test exercises (the preview, the timeline tab).
 */
export async function loadAttachmentUi(extra: Partial<AttachmentUi> = {}): Promise<AttachmentUi> {
  // One after the other: jest's ESM loader can fail a module that two parallel imports link at once.
  const picker = await import('../features/attachments/components/attachment-picker');
  const image = await import('../features/attachments/components/image-picker');
  const gallery = await import('../features/attachments/components/gallery-picker');
  const cover = await import('../features/attachments/components/cover-picker');
  const link = await import('../features/attachments/components/attachment-link');
  const shown = await import('../features/attachments/components/attachment-image');
  return {
    AttachmentPicker: picker.AttachmentPicker,
    ImagePicker: image.ImagePicker,
    GalleryPicker: gallery.GalleryPicker,
    CoverPicker: cover.CoverPicker,
    AttachmentLink: link.AttachmentLink,
    AttachmentImage: shown.AttachmentImage,
    ...extra,
  };
}

/** An attachment as the attachment GET answers it (spec 1 §3), the signed-in student's, with fresh links. */
export const attachmentBody = (id: string, filename: string, extra: Record<string, unknown> = {}) => ({
  id,
  filename,
  size: 2048,
  type: filename.split('.').pop(),
  content_type: 'application/octet-stream',
  purpose: 'attachment',
  owner_id: 'user-s',
  created_at: '2026-11-20T10:00:00.000Z',
  can_delete: true,
  url: `https://s3.test/${id}?inline`,
  public_url: `https://s3.test/${id}?download`,
  alternative_text: '',
  is_user_alt_text: false,
  version: 1,
  ...extra,
});
