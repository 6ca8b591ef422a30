import * as z from 'zod/mini';
import { ALT_TEXT_MAX_LENGTH } from '../../attachments/alt-text';
import type { ImageUploadPurpose } from '../../attachments/upload-rules';
import { idSchema } from '../identity/schemas';

/**
 * The attachments context's HTTP shapes (spec 1 §3 "Attachment", §7 the upload calls). Names follow the spec
 * (`file_name`, `file_size`, `file_type` for the presign; `filename`, `size`, `type`, `owner_id`, `can_delete`,
 * `public_url`, `url`, `alternative_text`, `is_user_alt_text` for an attachment); the rest in the same style.
 * docs/adr/0019-attachments-uploads-and-images.md.
 */

/**
 * What an upload is for, which decides its rule (shared/src/attachments/upload-rules.ts): an attachment
 * (a template component's configuration when one is named, else the defaults), or one of the image purposes.
 */
export const UPLOAD_PURPOSES = [
  'attachment',
  'imageModal',
  'localImage',
  'multimedia',
  'cover',
  'avatar',
  'logo',
] as const;

/**
 * The image purposes are written out rather than read from IMAGE_UPLOAD_RULES so that a Lambda whose contracts
 * name an attachment (the portfolios' attachment read) does not bundle the upload rules and their sentences.
 * This type keeps the list and the rules' keys the same: either side gaining a purpose the other lacks fails
 * the type check.
 */
type ListedImagePurpose = Exclude<(typeof UPLOAD_PURPOSES)[number], 'attachment'>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const IMAGE_PURPOSES_MATCH_RULES: Same<ListedImagePurpose, ImageUploadPurpose> = true;

export const uploadPurposeSchema = z.enum(UPLOAD_PURPOSES);
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>;

/** The attachment's owner and the attachment (`/api/users/{id}/attachments/{attachmentId}`). */
export const ownerPathSchema = z.object({ id: idSchema });
export const attachmentPathSchema = z.object({ id: idSchema, attachmentId: idSchema });

/** Largest declared size accepted at all (S3's largest single POST is 5 GB; every rule is far below). */
export const MAX_DECLARED_FILE_SIZE = 5 * 1024 ** 3;

const declaredFile = {
  /** The user's file name as the browser gives it: cleaned by the server (spec 1 §5) before anything else. */
  file_name: z.string().check(z.minLength(1), z.maxLength(1024)),
  /** Bytes. */
  file_size: z.int().check(z.gte(0), z.lte(MAX_DECLARED_FILE_SIZE)),
  /** The MIME type the browser declares ('' when it knows none); signed into the policy as the Content-Type. */
  file_type: z._default(z.string().check(z.maxLength(255)), ''),
};

export const presignUploadBodySchema = z.object({
  ...declaredFile,
  purpose: z._default(uploadPurposeSchema, 'attachment'),
  /** For an attachment component: the template and component whose configuration (spec 1 §5) applies. */
  template_id: z.optional(idSchema),
  component_id: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
});

export const adminFileUploadBodySchema = z.object({
  ...declaredFile,
  /** What the file is for, recorded with it (spec 2 §7 "upload_file, target"). */
  target: z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)),
});

/** A presigned POST (spec 1 §7: "direct upload to the returned storage URL with policy and signature fields"). */
export const presignedUploadSchema = z.object({
  upload_id: idSchema,
  /** The exact object key the policy allows; sent back to POST .../attachments. */
  key: z.string(),
  url: z.string(),
  /** Form fields to send before the file, as given (policy, signature, key, Content-Type, …). */
  fields: z.record(z.string(), z.string()),
  /** The cleaned name the file will be shown and downloaded under. */
  file_name: z.string(),
  /** The policy's content-length range ends here (the declared size). */
  max_bytes: z.int(),
  /** When the policy stops working; an upload not admitted by then is removed. */
  expires_at: z.string(),
});
export type PresignedUpload = z.infer<typeof presignedUploadSchema>;

const altText = z.string().check(z.maxLength(ALT_TEXT_MAX_LENGTH));

export const admitUploadBodySchema = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(1024)),
  alternative_text: z.optional(altText),
});

/** An attachment (spec 1 §3 "Attachment"). */
export const attachmentSchema = z.object({
  id: idSchema,
  filename: z.string(),
  /** Bytes, as stored. */
  size: z.int(),
  /** The type detected from the file's bytes, as an extension (pdf, docx, png, …). */
  type: z.string(),
  content_type: z.string(),
  purpose: z.string(),
  owner_id: idSchema,
  created_at: z.string(),
  can_delete: z.boolean(),
  /** A short-lived link to show the file (inline only for types a browser shows safely; never HTML or SVG). */
  url: z.string(),
  /** A short-lived link to download the file under its cleaned name. */
  public_url: z.string(),
  alternative_text: z.string(),
  is_user_alt_text: z.boolean(),
  version: z.int(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** The owner's storage (issue 14 "per-user storage total shown"), bytes and humanised (spec 1 §9). */
export const storageSchema = z.object({
  used_bytes: z.int(),
  quota_bytes: z.int(),
  used: z.string(),
  quota: z.string(),
});

/** spec 1 §7: GET /api/users/{id}/attachments with maximum_size (MB) and file_type (a list or any). */
export const attachmentListQuerySchema = z.object({
  maximum_size: z.optional(z.pipe(z.coerce.number(), z.number().check(z.gte(0), z.lte(1_000_000)))),
  file_type: z.optional(z.string().check(z.maxLength(1000))),
});

export const attachmentListSchema = z.object({ items: z.array(attachmentSchema), storage: storageSchema });

export const attachmentQuerySchema = z.object({ activity: z.optional(idSchema) });

export const updateAttachmentBodySchema = z.object({
  alternative_text: altText,
  version: z.optional(z.int().check(z.gte(1), z.lte(1_000_000_000))),
});

/** A crop selection in the image's pixels, after its EXIF orientation (spec 1 §7, spec 2 §7 crop_x…crop_h). */
export const cropAreaSchema = z.object({
  crop_x: z.int().check(z.gte(0), z.lte(100_000)),
  crop_y: z.int().check(z.gte(0), z.lte(100_000)),
  crop_w: z.int().check(z.gte(1), z.lte(100_000)),
  crop_h: z.int().check(z.gte(1), z.lte(100_000)),
});

/** An uploaded image to admit and crop: the key of its presigned upload and the selection. */
export const croppedUploadBodySchema = z.extend(cropAreaSchema, {
  key: z.string().check(z.minLength(1), z.maxLength(1024)),
});

/** A cropped image the server made, and the upload it was cut from (kept, so it can be cropped again). */
export const croppedImageSchema = z.object({ image: attachmentSchema, original: attachmentSchema });

export const coverBodySchema = z.extend(croppedUploadBodySchema, { alternative_text: z.optional(altText) });

/** spec 2 §7: POST /api/template_themes/logo (cropping-attr, file, logo_alternative_text) → url. */
export const themeLogoBodySchema = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(1024)),
  cropping_attr: cropAreaSchema,
  logo_alternative_text: z._default(altText, ''),
});

/** spec 2 §7: PUT /api/template_themes/{id}/logo (cropping-attr): the theme's logo cut again from its original. */
export const recropThemeLogoBodySchema = z.object({
  cropping_attr: cropAreaSchema,
  logo_alternative_text: z.optional(altText),
  /** The theme's version as read: a newer one is a 409. */
  version: z.int().check(z.gte(1), z.lte(1_000_000_000)),
});

export const themeLogoSchema = z.extend(croppedImageSchema, {
  /** A short-lived link to the cropped logo, to show at once. */
  url: z.string(),
  logo_alternative_text: z.string(),
});
