import { conflict, notFound, type updateAttachment } from '@tessera/shared';
import { readAttachment } from '../../db/attachments/attachments';
import { updateAttachmentText } from '../../db/attachments/upload-changes';
import type { UseCase } from '../../lib/http/types';
import { requireOwner } from './owner';
import { presentAttachment } from './present';

/**
 * PUT /api/users/{id}/attachments/{attachmentId}/update_attachment (spec 1 §7): the alternative text (at most
 * 125 characters, spec 1 §5), at the version read when the caller names one (else at the version just read):
 * two editors cannot silently overwrite each other (409).
 */
export const updateAttachmentUseCase: UseCase<typeof updateAttachment> = async ({ path, body }, { actor }) => {
  const owner = requireOwner(actor, path.id);
  const attachment = await readAttachment(owner.organizationId, owner.ownerId, path.attachmentId);
  if (!attachment) throw notFound();
  const readVersion = body.version ?? attachment.version;
  if (readVersion !== attachment.version) throw conflict('attachments.stale');
  const text = body.alternative_text.trim();
  const now = new Date().toISOString();
  if (!(await updateAttachmentText(attachment, text, readVersion, now))) throw conflict('attachments.stale');
  return presentAttachment({
    ...attachment,
    alternativeText: text,
    isUserAltText: true,
    version: attachment.version + 1,
    updatedAt: now,
  });
};
