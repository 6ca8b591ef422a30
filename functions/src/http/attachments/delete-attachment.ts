import { conflict, notFound, type deleteAttachment } from '@tessera/shared';
import { deleteObject } from '../../adapters/object-storage';
import { readAttachment } from '../../db/attachments/attachments';
import { removeAttachment } from '../../db/attachments/upload-changes';
import type { UseCase } from '../../lib/http/types';
import { requireOwner } from './owner';

/**
 * DELETE /api/users/{id}/attachments/{attachmentId} (spec 1 §6: "Attachment delete only where can_delete is
 * true"): refused (409) while anything uses the file; the record and the storage total move in one write, then
 * the stored object goes.
 */
export const deleteAttachmentUseCase: UseCase<typeof deleteAttachment> = async ({ path }, { actor }) => {
  const owner = requireOwner(actor, path.id);
  const attachment = await readAttachment(owner.organizationId, owner.ownerId, path.attachmentId);
  if (!attachment) throw notFound();
  if (attachment.useCount > 0) throw conflict('attachments.in_use');
  const outcome = await removeAttachment(attachment);
  if (outcome !== 'deleted') {
    // A use taken, or a delete, at the same moment: say which.
    const now = await readAttachment(owner.organizationId, owner.ownerId, path.attachmentId);
    throw now ? conflict('attachments.in_use') : notFound();
  }
  await deleteObject(attachment.key);
  return { ok: true as const };
};
