import { attachmentUploadRule, type adminFileUpload } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { signUpload } from './sign-upload';

/**
 * POST /api/admin-file-upload (spec 2 §7 "upload_file, target"): an administrator's file for a target, under the
 * administrator's own files, with the attachment defaults (any known type, 2048 MB); admitted like any upload.
 */
export const adminFileUploadUseCase: UseCase<typeof adminFileUpload> = async ({ body }, { actor }) =>
  signUpload(
    { organizationId: actor.organisation.organizationId, ownerId: actor.userId },
    body,
    attachmentUploadRule(),
    { purpose: 'attachment', target: body.target, templateId: null, componentId: null },
  );
