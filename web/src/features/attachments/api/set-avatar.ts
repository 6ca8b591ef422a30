import { setAvatar, type CropArea } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/** POST /api/users/{id}/avatar: the server admits the uploaded image and crops it square (docs/adr/0019). */
export function saveNewAvatar(ownerId: string, key: string, crop: CropArea) {
  return api(setAvatar, { path: { id: ownerId }, body: { key, ...crop } });
}
