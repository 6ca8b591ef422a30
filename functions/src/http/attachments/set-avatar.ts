import type { setAvatar } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { AVATAR } from './crop-purposes';
import { admitAndCrop, presentCropped } from './cropped-images';
import { makeAvatar } from './avatar-record';
import { requireOwner } from './owner';

/**
 * POST /api/users/{id}/avatar (spec 2 §5, §7): the caller's uploaded image (signed with purpose avatar: jpg,
 * jpeg, png, bmp, at most 5 MB) admitted by its bytes, cropped square on the server, and made the avatar.
 */
export const setAvatarUseCase: UseCase<typeof setAvatar> = async ({ path, body }, { actor }) => {
  const owner = requireOwner(actor, path.id);
  const cropped = await admitAndCrop(owner, body.key, body, AVATAR);
  await makeAvatar(owner, cropped);
  return presentCropped(cropped);
};
