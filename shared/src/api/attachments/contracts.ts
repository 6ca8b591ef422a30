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
  ownerPathSchema,
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

export const attachmentsContracts = [
  presignUpload,
  admitUpload,
  listAttachments,
  getAttachment,
  updateAttachment,
  deleteAttachment,
  adminFileUpload,
] as const;
