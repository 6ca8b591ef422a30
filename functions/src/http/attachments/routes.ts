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
import { route } from '../../lib/http/route';
import type { Route } from '../../lib/http/router';
import { adminFileUploadUseCase } from './admin-file-upload';
import { admitUploadUseCase } from './admit-upload';
import { deleteAttachmentUseCase } from './delete-attachment';
import { getAttachmentUseCase } from './get-attachment';
import { getAvatarUseCase } from './get-avatar';
import { listAttachmentsUseCase } from './list-attachments';
import { presignUploadUseCase } from './presign-upload';
import { recropAvatarUseCase } from './recrop-avatar';
import { recropThemeLogoUseCase } from './recrop-theme-logo';
import { setAvatarUseCase } from './set-avatar';
import { updateAttachmentUseCase } from './update-attachment';
import { uploadCoverUseCase } from './upload-cover';
import { uploadThemeLogoUseCase } from './upload-theme-logo';

/** The attachments Lambda's routes, loaded on its first request (handler.ts). */
export const attachmentsRoutes: readonly Route[] = [
  route(presignUpload, presignUploadUseCase),
  route(admitUpload, admitUploadUseCase),
  route(listAttachments, listAttachmentsUseCase),
  route(getAttachment, getAttachmentUseCase),
  route(updateAttachment, updateAttachmentUseCase),
  route(deleteAttachment, deleteAttachmentUseCase),
  route(adminFileUpload, adminFileUploadUseCase),
  route(setAvatar, setAvatarUseCase),
  route(recropAvatar, recropAvatarUseCase),
  route(getAvatar, getAvatarUseCase),
  route(uploadCover, uploadCoverUseCase),
  route(uploadThemeLogo, uploadThemeLogoUseCase),
  route(recropThemeLogo, recropThemeLogoUseCase),
];
