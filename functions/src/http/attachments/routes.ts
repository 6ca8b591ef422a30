import {
  adminFileUpload,
  admitUpload,
  deleteAttachment,
  getAttachment,
  getAvatar,
  listAttachments,
  presignUpload,
  recropAvatar,
  recropThemeLogo,
  setAvatar,
  updateAttachment,
  uploadCover,
  uploadThemeLogo,
} from '@tessera/shared';
import { lazyRoute } from '../../lib/http/route';
import type { Route } from '../../lib/http/router';

/** The attachments Lambda's routes, loaded on its first request (handler.ts). */
export const attachmentsRoutes: readonly Route[] = [
  lazyRoute(presignUpload, () => import('./presign-upload').then((m) => m.presignUploadUseCase)),
  lazyRoute(admitUpload, () => import('./admit-upload').then((m) => m.admitUploadUseCase)),
  lazyRoute(listAttachments, () => import('./list-attachments').then((m) => m.listAttachmentsUseCase)),
  lazyRoute(getAttachment, () => import('./get-attachment').then((m) => m.getAttachmentUseCase)),
  lazyRoute(updateAttachment, () => import('./update-attachment').then((m) => m.updateAttachmentUseCase)),
  lazyRoute(deleteAttachment, () => import('./delete-attachment').then((m) => m.deleteAttachmentUseCase)),
  lazyRoute(adminFileUpload, () => import('./admin-file-upload').then((m) => m.adminFileUploadUseCase)),
  lazyRoute(setAvatar, () => import('./set-avatar').then((m) => m.setAvatarUseCase)),
  lazyRoute(recropAvatar, () => import('./recrop-avatar').then((m) => m.recropAvatarUseCase)),
  lazyRoute(getAvatar, () => import('./get-avatar').then((m) => m.getAvatarUseCase)),
  lazyRoute(uploadCover, () => import('./upload-cover').then((m) => m.uploadCoverUseCase)),
  lazyRoute(uploadThemeLogo, () => import('./upload-theme-logo').then((m) => m.uploadThemeLogoUseCase)),
  lazyRoute(recropThemeLogo, () => import('./recrop-theme-logo').then((m) => m.recropThemeLogoUseCase)),
];
