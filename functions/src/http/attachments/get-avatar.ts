import { notFound, type getAvatar } from '@tessera/shared';
import { readAttachment } from '../../db/attachments/attachments';
import { getProfileImage } from '../../db/attachments/upload-changes';
import type { UseCase } from '../../lib/http/types';
import { presentCropped } from './cropped-images';
import { requireOwner } from './owner';

/**
 * GET /api/users/{id}/avatar: the caller's avatar and the upload it was cut from (the avatar record's
 * originalId, "avatar_original"), each as a fresh short-lived link, so the avatar dialog can offer "crop again"
 * after a reload; 404 while there is no avatar (or its original is gone).
 */
export const getAvatarUseCase: UseCase<typeof getAvatar> = async ({ path }, { actor }) => {
  const owner = requireOwner(actor, path.id);
  const record = await getProfileImage(owner.organizationId, owner.ownerId, 'avatar');
  if (!record) throw notFound();
  const [image, original] = await Promise.all([
    readAttachment(owner.organizationId, owner.ownerId, record.imageId),
    readAttachment(owner.organizationId, owner.ownerId, record.originalId),
  ]);
  if (!image || !original) throw notFound();
  return presentCropped({ image, original });
};
