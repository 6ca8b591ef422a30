/**
 * What the insert modals need before their insert button is enabled (spec 1 §5 "Image"). Every text is
 * checked after trimming: a blank value counts as missing. The result lists the missing inputs; the modal
 * stays disabled while it is not empty.
 */

export type InsertRequirement = 'file' | 'alt_text' | 'title' | 'url' | 'images' | 'attachments';

export interface InsertCheck {
  valid: boolean;
  missing: InsertRequirement[];
}

const blank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

function check(pairs: ReadonlyArray<[boolean, InsertRequirement]>): InsertCheck {
  const missing = [...new Set(pairs.filter(([isMissing]) => isMissing).map(([, requirement]) => requirement))];
  return { valid: missing.length === 0, missing };
}

/** Image insert: an uploaded file and alt text, plus a title when adding to the timeline. */
export function checkImageInsert(input: {
  fileId?: string | null;
  altText?: string | null;
  title?: string | null;
  toTimeline?: boolean;
}): InsertCheck {
  return check([
    [blank(input.fileId), 'file'],
    [blank(input.altText), 'alt_text'],
    [input.toTimeline === true && blank(input.title), 'title'],
  ]);
}

export interface GalleryImageInput {
  /** Uploaded images carry the upload's id; images from elsewhere carry a url. */
  source: 'upload' | 'url';
  id?: string | null;
  altText?: string | null;
}

/** Gallery insert: at least one image, a title if timeline, and for an uploaded image an id and alt text. */
export function checkGalleryInsert(input: {
  images: readonly GalleryImageInput[];
  title?: string | null;
  toTimeline?: boolean;
}): InsertCheck {
  const uploads = input.images.filter((image) => image.source === 'upload');
  return check([
    [input.images.length === 0, 'images'],
    [input.toTimeline === true && blank(input.title), 'title'],
    [uploads.some((image) => blank(image.id)), 'file'],
    [uploads.some((image) => blank(image.altText)), 'alt_text'],
  ]);
}

/** Video insert: a URL, and a title if timeline. */
export function checkVideoInsert(input: {
  url?: string | null;
  title?: string | null;
  toTimeline?: boolean;
}): InsertCheck {
  return check([
    [blank(input.url), 'url'],
    [input.toTimeline === true && blank(input.title), 'title'],
  ]);
}

/** Multimedia insert: an image needs a url and alt text; a video needs a url. */
export function checkMultimediaInsert(input: {
  kind: 'image' | 'video';
  url?: string | null;
  altText?: string | null;
}): InsertCheck {
  return check([
    [blank(input.url), 'url'],
    [input.kind === 'image' && blank(input.altText), 'alt_text'],
  ]);
}

/** Attachment insert: at least one attachment selected, and a title if timeline. */
export function checkAttachmentInsert(input: {
  selectedIds: readonly string[];
  title?: string | null;
  toTimeline?: boolean;
}): InsertCheck {
  return check([
    [input.selectedIds.length === 0, 'attachments'],
    [input.toTimeline === true && blank(input.title), 'title'],
  ]);
}
