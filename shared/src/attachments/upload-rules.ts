import { type AttachmentsMessageKey } from '../messages/attachments';
import { cleanFileName } from './file-name';
import {
  AVATAR_TYPES,
  COVER_IMAGE_TYPES,
  DEFAULT_ATTACHMENT_FILE_TYPE,
  IMAGE_TYPES,
  KNOWN_UPLOAD_TYPES,
  LOGO_TYPES,
  type PermittedTypes,
  isKnownUploadType,
  isPermittedType,
  parsePermittedTypes,
  permittedUploadTypes,
} from './file-types';

/** A sentence of the attachments catalogue with its placeholders. */
export interface AttachmentMessage {
  key: AttachmentsMessageKey;
  params?: Record<string, string | number>;
}

/**
 * Sizes are in binary megabytes: 1 MB = 1024 × 1024 bytes, 1 GB = 1024 MB (the spec switches the message to
 * GB "when the maximum is 1024 MB or more").
 */
export const BYTES_PER_MB = 1024 * 1024;
export const MB_PER_GB = 1024;

/** spec 1 §5, §9 upload maxima in MB. edTPA attachments have 0: no size limit, only min_number/max_number. */
export const UPLOAD_MAXIMUM_MB = {
  attachment: 2048,
  edtpaAttachment: 0,
  imageModal: 5,
  localImage: 30,
  multimedia: 30,
  cover: 30,
  avatar: 5,
  logo: 5,
} as const;

export const DEFAULT_ATTACHMENT_MAXIMUM_MB = UPLOAD_MAXIMUM_MB.attachment;

/**
 * The limit as the size message writes it: "5MB", "30MB", "1023MB"; from 1024 MB on, in GB: "1GB", "2GB",
 * "1.5GB" (at most two decimals, trailing zeros dropped).
 */
export function formatSizeLimit(maximumMb: number): string {
  if (maximumMb >= MB_PER_GB) return `${Math.round((maximumMb / MB_PER_GB) * 100) / 100}GB`;
  return `${maximumMb}MB`;
}

/** What an upload must satisfy. */
export interface UploadRule {
  permittedTypes: PermittedTypes;
  /** Maximum size in MB; 0 means no size limit. */
  maximumMb: number;
  /** Fixed sentences that replace the generic ones (cover, avatar and logo have their own). */
  messages?: { invalidType: AttachmentMessage; sizeExceeded: AttachmentMessage };
}

/** The type message of a rule: its fixed sentence, or "Invalid file type. Permitted file types: …". */
export function invalidTypeMessage(rule: UploadRule): AttachmentMessage {
  if (rule.messages) return rule.messages.invalidType;
  // 'any' still requires a known type, so the known types are what is permitted. Configured types that are
  // not known could never pass, so they are not offered (unless nothing else is left to show).
  const known = KNOWN_UPLOAD_TYPES as readonly string[];
  const listed = rule.permittedTypes === 'any' ? known : rule.permittedTypes.filter((type) => known.includes(type));
  const types = listed.length > 0 ? listed : (rule.permittedTypes as readonly string[]);
  return { key: 'attachments.invalid_type', params: { types: types.join(', ') } };
}

/** The size message of a rule: its fixed sentence, or "File size exceeds maximum size limit:{limit}". */
export function sizeExceededMessage(rule: UploadRule): AttachmentMessage {
  if (rule.messages) return rule.messages.sizeExceeded;
  return { key: 'attachments.size_exceeded', params: { limit: formatSizeLimit(rule.maximumMb) } };
}

/**
 * spec 1 §5: the size must not exceed the maximum; the extension must be permitted; the type must be a known
 * one. The first failure is returned (spec 1 §8: "attachment errors show the first message"), in the spec's
 * order: size, then permitted type, then known type.
 */
export function validateUpload(file: { name: string; size: number }, rule: UploadRule): AttachmentMessage | undefined {
  if (rule.maximumMb > 0 && file.size > rule.maximumMb * BYTES_PER_MB) return sizeExceededMessage(rule);
  if (!isPermittedType(file.name, rule.permittedTypes)) return invalidTypeMessage(rule);
  if (!isKnownUploadType(file.name)) return invalidTypeMessage(rule);
  return undefined;
}

/**
 * spec 1 §8, spec 2 §8, spec 3 §8: the server answers 'invalid file type' or 'invalid file size', which map to
 * the rule's type and size messages. Other answers are not ours to translate (undefined: show the response).
 */
export function serverUploadErrorMessage(serverKey: string, rule: UploadRule): AttachmentMessage | undefined {
  const key = serverKey.trim().toLowerCase();
  if (key === 'invalid file type') return invalidTypeMessage(rule);
  if (key === 'invalid file size') return sizeExceededMessage(rule);
  return undefined;
}

/** spec 1 §8: the two client-side upload failures, by stage. */
export const UPLOAD_FAILURE_MESSAGES = {
  presign: 'attachments.upload.presign_failed',
  storage: 'attachments.upload.storage_failed',
} as const satisfies Record<string, AttachmentsMessageKey>;

/** An attachment component's configuration as stored (maximum_size may arrive as a string). */
export interface AttachmentComponentConfig {
  file_type?: string | readonly string[] | null;
  maximum_size?: number | string | null;
}

/**
 * The rule for an attachment component (spec 1 §5): configured types (default any) and maximum (default
 * 2048 MB; a blank or unreadable maximum falls back to the default), filtered to similarity-supported types for
 * a submitting role when plagiarism checking is on.
 */
export function attachmentUploadRule(
  config: AttachmentComponentConfig = {},
  context: { plagiarismEnabled?: boolean; workflowRole?: string } = {},
): UploadRule {
  const configured =
    config.file_type === undefined ? DEFAULT_ATTACHMENT_FILE_TYPE : parsePermittedTypes(config.file_type);
  const size =
    typeof config.maximum_size === 'string' ? Number(config.maximum_size.trim() || NaN) : config.maximum_size;
  const maximumMb =
    typeof size === 'number' && Number.isFinite(size) && size >= 0 ? size : DEFAULT_ATTACHMENT_MAXIMUM_MB;
  return { permittedTypes: permittedUploadTypes(configured, context), maximumMb };
}

const avatarMessages = {
  invalidType: { key: 'attachments.avatar.invalid_type' },
  sizeExceeded: { key: 'attachments.avatar.size_exceeded' },
} as const satisfies UploadRule['messages'];

/** Image uploads by purpose (spec 1 §5, §9; spec 2 §5; spec 3 §5). */
export const IMAGE_UPLOAD_RULES = {
  /** The image modal: image types, 5 MB. */
  imageModal: { permittedTypes: IMAGE_TYPES, maximumMb: UPLOAD_MAXIMUM_MB.imageModal },
  /** Local image upload: image types, 30 MB. */
  localImage: { permittedTypes: IMAGE_TYPES, maximumMb: UPLOAD_MAXIMUM_MB.localImage },
  /** Multimedia images: image types, 30 MB. */
  multimedia: { permittedTypes: IMAGE_TYPES, maximumMb: UPLOAD_MAXIMUM_MB.multimedia },
  /** Showcase cover: jpg, jpeg, png, bmp, 30 MB, with its own sentences. */
  cover: {
    permittedTypes: COVER_IMAGE_TYPES,
    maximumMb: UPLOAD_MAXIMUM_MB.cover,
    messages: {
      invalidType: { key: 'attachments.cover.invalid_type' },
      sizeExceeded: { key: 'attachments.cover.size_exceeded' },
    },
  },
  /** Avatar: jpg, jpeg, png, bmp, 5 MB. */
  avatar: { permittedTypes: AVATAR_TYPES, maximumMb: UPLOAD_MAXIMUM_MB.avatar, messages: avatarMessages },
  /** Theme logo: "same types and size limit" as the avatar, same sentences. */
  logo: { permittedTypes: LOGO_TYPES, maximumMb: UPLOAD_MAXIMUM_MB.logo, messages: avatarMessages },
} as const satisfies Record<string, UploadRule>;

export type ImageUploadPurpose = keyof typeof IMAGE_UPLOAD_RULES;

export function validateImageUpload(
  purpose: ImageUploadPurpose,
  file: { name: string; size: number },
): AttachmentMessage | undefined {
  return validateUpload(file, IMAGE_UPLOAD_RULES[purpose]);
}

/**
 * spec 1 §5: cloud-drive files are checked for name, size and, in the showcase workflow only, file type. The
 * name is cleaned like any upload's; a file without a name cannot be stored and gets the type message (its
 * type cannot be known without a name).
 */
export function validateCloudDriveFile(
  file: { name: string; size: number },
  rule: UploadRule,
  workflow?: string,
): { fileName: string; error?: AttachmentMessage } {
  const fileName = cleanFileName(file.name.trim());
  if (fileName === '') return { fileName, error: invalidTypeMessage(rule) };
  if (rule.maximumMb > 0 && file.size > rule.maximumMb * BYTES_PER_MB)
    return { fileName, error: sizeExceededMessage(rule) };
  const typeOk = isPermittedType(fileName, rule.permittedTypes) && isKnownUploadType(fileName);
  if (workflow === 'ShowcaseWorkflow' && !typeOk) return { fileName, error: invalidTypeMessage(rule) };
  return { fileName };
}
