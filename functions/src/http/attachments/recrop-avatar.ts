import { notFound, type recropAvatar } from '@tessera/shared';
import { readAttachment } from '../../db/attachments/attachments';
import { getProfileImage } from '../../db/attachments/upload-changes';
import type { UseCase } from '../../lib/http/types';
import { AVATAR } from './crop-purposes';
import { cropAttachment, presentCropped } from './cropped-images';
import { makeAvatar } from './avatar-record';
import { requireOwner } from './owner';

/** PUT /api/users/{id}/avatar (spec 2 §7 "Avatar … update"): the avatar cut again from the image it came from. */
export const recropAvatarUseCase: UseCase<typeof recropAvatar> = async ({ path, body }, { actor }) => {
  const owner = requireOwner(actor, path.id);
  const record = await getProfileImage(owner.organizationId, owner.ownerId, 'avatar');
  const original = record && (await readAttachment(owner.organizationId, owner.ownerId, record.originalId));
  if (!original) throw notFound();
  const image = await cropAttachment(original, body, AVATAR, '');
  await makeAvatar(owner, { image, original });
  return presentCropped({ image, original });
};
