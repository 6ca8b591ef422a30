import {
  adminFileUpload,
  admitUpload,
  deleteAttachment,
  getAttachment,
  listAttachments,
  presignUpload,
  updateAttachment,
} from '@tessera/shared';
import { route } from '../../lib/http/route';
import { createRouter } from '../../lib/http/router';
import { adminFileUploadUseCase } from './admin-file-upload';
import { admitUploadUseCase } from './admit-upload';
import { deleteAttachmentUseCase } from './delete-attachment';
import { getAttachmentUseCase } from './get-attachment';
import { listAttachmentsUseCase } from './list-attachments';
import { attachmentsSentences } from './messages';
import { presignUploadUseCase } from './presign-upload';
import { updateAttachmentUseCase } from './update-attachment';

/** The attachments context's Lambda: presigned uploads, their admission, the user's files. */
export const handler = createRouter(
  [
    route(presignUpload, presignUploadUseCase),
    route(admitUpload, admitUploadUseCase),
    route(listAttachments, listAttachmentsUseCase),
    route(getAttachment, getAttachmentUseCase),
    route(updateAttachment, updateAttachmentUseCase),
    route(deleteAttachment, deleteAttachmentUseCase),
    route(adminFileUpload, adminFileUploadUseCase),
  ],
  { messages: attachmentsSentences },
);
