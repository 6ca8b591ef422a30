import { recropAvatar, setAvatar, type CropArea } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/** POST /api/users/{id}/avatar: the server admits the uploaded image and crops it square (docs/adr/0019). */
export function saveNewAvatar(ownerId: string, key: string, crop: CropArea) {
  return api(setAvatar, { path: { id: ownerId }, body: { key, ...crop } });
}

/** PUT /api/users/{id}/avatar: the avatar cut again from the image it came from. */
export function saveRecroppedAvatar(ownerId: string, crop: CropArea) {
  return api(recropAvatar, { path: { id: ownerId }, body: crop });
}
