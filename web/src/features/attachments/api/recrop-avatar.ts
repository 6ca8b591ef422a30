import { recropAvatar, type CropArea } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/** PUT /api/users/{id}/avatar: the avatar cut again from the image it came from. */
export function saveRecroppedAvatar(ownerId: string, crop: CropArea) {
  return api(recropAvatar, { path: { id: ownerId }, body: crop });
}
