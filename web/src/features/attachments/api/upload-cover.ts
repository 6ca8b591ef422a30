import { uploadCover, type CropArea } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/**
 * POST /api/users/{id}/portfolios/cover: the server admits the uploaded image (jpg, jpeg, png, bmp; 30 MB) and
 * crops it to 1.5:1, at least 75×50 (spec 3 §5; docs/adr/0019); the evidence editor then names the crop.
 */
export function saveCover(ownerId: string, key: string, crop: CropArea) {
  return api(uploadCover, { path: { id: ownerId }, body: { key, ...crop } });
}
