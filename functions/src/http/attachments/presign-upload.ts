import type { presignUpload } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { requireOwner } from './owner';
import { signUpload } from './sign-upload';
import { uploadRuleFor } from './upload-rule';

/** POST /api/users/{id}/attachments/presigned-url (spec 1 §7): the caller's own upload, checked, then signed. */
export const presignUploadUseCase: UseCase<typeof presignUpload> = async ({ path, body }, { actor }) => {
  const owner = requireOwner(actor, path.id);
  const rule = await uploadRuleFor(actor, body);
  return signUpload(owner, body, rule, {
    purpose: body.purpose,
    target: null,
    templateId: body.template_id ?? null,
    componentId: body.component_id ?? null,
  });
};
