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
import { createRouter } from '../../lib/http/router';
import { adminFileUploadUseCase } from './admin-file-upload';
import { admitUploadUseCase } from './admit-upload';
import { deleteAttachmentUseCase } from './delete-attachment';
import { getAttachmentUseCase } from './get-attachment';
import { getAvatarUseCase } from './get-avatar';
import { listAttachmentsUseCase } from './list-attachments';
import { attachmentsSentences } from './messages';
import { presignUploadUseCase } from './presign-upload';
import { recropAvatarUseCase } from './recrop-avatar';
import { recropThemeLogoUseCase } from './recrop-theme-logo';
import { setAvatarUseCase } from './set-avatar';
import { updateAttachmentUseCase } from './update-attachment';
import { uploadCoverUseCase } from './upload-cover';
import { uploadThemeLogoUseCase } from './upload-theme-logo';

/** The attachments context's Lambda: presigned uploads, their admission, the user's files, cropped images. */
export const handler = createRouter(
  [
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
  ],
  { messages: attachmentsSentences },
);
