import { notFound, type getAttachment } from '@tessera/shared';
import { readAttachment } from '../../db/attachments/attachments';
import type { UseCase } from '../../lib/http/types';
import { requireOwner } from './owner';
import { presentAttachment } from './present';

/**
 * GET /api/users/{id}/attachments/{attachmentId}[?activity] (spec 1 §7): one of the caller's own attachments
 * with fresh links. `activity` names the activity it is seen from; until portfolios link attachments to
 * activities, it opens nothing beyond the owner's own files (another user's is 404 either way).
 */
export const getAttachmentUseCase: UseCase<typeof getAttachment> = async ({ path }, { actor }) => {
  const owner = requireOwner(actor, path.id);
  const attachment = await readAttachment(owner.organizationId, owner.ownerId, path.attachmentId);
  if (!attachment) throw notFound();
  return presentAttachment(attachment);
};
