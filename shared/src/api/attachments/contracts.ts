import * as z from 'zod/mini';
import { defineContract } from '../contract';
import {
  admitUploadBodySchema,
  adminFileUploadBodySchema,
  attachmentListQuerySchema,
  attachmentListSchema,
  attachmentPathSchema,
  attachmentQuerySchema,
  attachmentSchema,
  coverBodySchema,
  cropAreaSchema,
  croppedImageSchema,
  croppedUploadBodySchema,
  ownerPathSchema,
  recropThemeLogoBodySchema,
  themeLogoBodySchema,
  themeLogoSchema,
  presignUploadBodySchema,
  presignedUploadSchema,
  updateAttachmentBodySchema,
} from './schemas';

/**
 * Attachments, media and uploads (spec 1 §2–9, spec 2 §5, §7, spec 3 §5). The spec's paths are kept. Files go
 * from the browser straight to S3 through a presigned POST; POST .../attachments then admits the object only
 * after reading its real size and leading bytes. Everything under /api/users/{id} is the caller's own (the
 * user acted as, while impersonating): another user's, or another organisation's, is 404.
 * docs/adr/0019-attachments-uploads-and-images.md.
 */
const ADMINS = ['admin', 'root_admin'] as const;

export const presignUpload = defineContract({
  id: 'attachments.presignUpload',
  context: 'attachments',
  method: 'POST',
  path: '/api/users/{id}/attachments/presigned-url',
  audience: 'authenticated',
  summary:
    'Check a file’s declared name, size and type against its rule (a template component’s configuration, or an image purpose) and the owner’s storage, then sign a POST policy for one exact key.',
  request: { path: ownerPathSchema, body: presignUploadBodySchema },
  response: presignedUploadSchema,
});

export const admitUpload = defineContract({
  id: 'attachments.admitUpload',
  context: 'attachments',
  method: 'POST',
  path: '/api/users/{id}/attachments',
  audience: 'authenticated',
  summary:
    'Admit an uploaded object: its real size and the type its bytes show must pass the rule signed for it, else it is deleted (“invalid file type” / “invalid file size”).',
  successStatus: 201,
  request: { path: ownerPathSchema, body: admitUploadBodySchema },
  response: attachmentSchema,
});

export const listAttachments = defineContract({
  id: 'attachments.listAttachments',
  context: 'attachments',
  method: 'GET',
  path: '/api/users/{id}/attachments',
  audience: 'authenticated',
  summary:
    'The caller’s previous uploads, newest first, filtered by maximum size (MB) and permitted types, with the storage used.',
  request: { path: ownerPathSchema, query: attachmentListQuerySchema },
  response: attachmentListSchema,
});

export const getAttachment = defineContract({
  id: 'attachments.getAttachment',
  context: 'attachments',
  method: 'GET',
  path: '/api/users/{id}/attachments/{attachmentId}',
  audience: 'authenticated',
  summary: 'One of the caller’s attachments with fresh preview and download links.',
  request: { path: attachmentPathSchema, query: attachmentQuerySchema },
  response: attachmentSchema,
});

export const updateAttachment = defineContract({
  id: 'attachments.updateAttachment',
  context: 'attachments',
  method: 'PUT',
  path: '/api/users/{id}/attachments/{attachmentId}/update_attachment',
  audience: 'authenticated',
  summary: 'Change an attachment’s alternative text (at most 125 characters).',
  request: { path: attachmentPathSchema, body: updateAttachmentBodySchema },
  response: attachmentSchema,
});

export const deleteAttachment = defineContract({
  id: 'attachments.deleteAttachment',
  context: 'attachments',
  method: 'DELETE',
  path: '/api/users/{id}/attachments/{attachmentId}',
  audience: 'authenticated',
  summary: 'Delete an attachment where can_delete is true (nothing uses it); the stored file goes with it.',
  request: { path: attachmentPathSchema },
  response: z.object({ ok: z.literal(true) }),
});

export const adminFileUpload = defineContract({
  id: 'attachments.adminFileUpload',
  context: 'attachments',
  method: 'POST',
  path: '/api/admin-file-upload',
  audience: ADMINS,
  summary:
    'An administrator’s upload for a target (spec 2 §7): a presigned POST under the administrator’s own files, admitted like any upload.',
  request: { body: adminFileUploadBodySchema },
  response: presignedUploadSchema,
});

export const setAvatar = defineContract({
  id: 'attachments.setAvatar',
  context: 'attachments',
  method: 'POST',
  path: '/api/users/{id}/avatar',
  audience: 'authenticated',
  summary:
    'Admit an uploaded avatar (jpg, jpeg, png, bmp; at most 5 MB) and crop it square, at least 90×90, on the server; it becomes the caller’s avatar (spec 2 §5, §7).',
  successStatus: 201,
  request: { path: ownerPathSchema, body: croppedUploadBodySchema },
  response: croppedImageSchema,
});

export const recropAvatar = defineContract({
  id: 'attachments.recropAvatar',
  context: 'attachments',
  method: 'PUT',
  path: '/api/users/{id}/avatar',
  audience: 'authenticated',
  summary: 'Crop the caller’s avatar again from the image it was cut from (spec 2 §7 "Avatar create and update").',
  request: { path: ownerPathSchema, body: cropAreaSchema },
  response: croppedImageSchema,
});

export const getAvatar = defineContract({
  id: 'attachments.getAvatar',
  context: 'attachments',
  method: 'GET',
  path: '/api/users/{id}/avatar',
  audience: 'authenticated',
  summary:
    'The caller’s avatar and the image it was cut from (kept as avatar_original), so the avatar can be cropped again after a reload without uploading again; 404 while the caller has none.',
  request: { path: ownerPathSchema },
  response: croppedImageSchema,
});

export const uploadCover = defineContract({
  id: 'attachments.uploadCover',
  context: 'attachments',
  method: 'POST',
  path: '/api/users/{id}/portfolios/cover',
  audience: 'authenticated',
  summary:
    'Admit an uploaded cover image (jpg, jpeg, png, bmp; at most 30 MB) and crop it to 1.5:1, at least 75×50 (spec 3 §5); stored for the owner until the evidence editor links it.',
  successStatus: 201,
  request: { path: ownerPathSchema, body: coverBodySchema },
  response: croppedImageSchema,
});

export const uploadThemeLogo = defineContract({
  id: 'attachments.uploadThemeLogo',
  context: 'attachments',
  method: 'POST',
  path: '/api/template_themes/logo',
  audience: ADMINS,
  summary:
    'Admit an uploaded theme logo (jpg, jpeg, png, bmp; at most 5 MB) and crop it, at least 25×25, with its alternative text (spec 2 §5, §7) → url.',
  successStatus: 201,
  request: { body: themeLogoBodySchema },
  response: themeLogoSchema,
});

export const recropThemeLogo = defineContract({
  id: 'attachments.recropThemeLogo',
  context: 'attachments',
  method: 'PUT',
  path: '/api/template_themes/{id}/logo',
  audience: ADMINS,
  summary:
    'Crop a template theme’s logo again from its original and make it the theme’s logo, at the theme’s version (spec 2 §7).',
  request: { path: z.object({ id: ownerPathSchema.shape.id }), body: recropThemeLogoBodySchema },
  response: themeLogoSchema,
});

export const attachmentsContracts = [
  presignUpload,
  admitUpload,
  listAttachments,
  getAttachment,
  updateAttachment,
  deleteAttachment,
  adminFileUpload,
  setAvatar,
  recropAvatar,
  getAvatar,
  uploadCover,
  uploadThemeLogo,
  recropThemeLogo,
] as const;
