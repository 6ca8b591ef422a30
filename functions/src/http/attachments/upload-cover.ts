import type { uploadCover } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { COVER } from './crop-purposes';
import { admitAndCrop, presentCropped } from './cropped-images';
import { requireOwner } from './owner';

/**
 * POST /api/users/{id}/portfolios/cover (spec 3 §5): the cover image (signed with purpose cover: jpg, jpeg,
 * png, bmp, at most 30 MB) admitted by its bytes and cropped 1.5:1 on the server, with its alternative text.
 * It is stored among the owner's files; the evidence editor links it to its portfolio when portfolios exist.
 */
export const uploadCoverUseCase: UseCase<typeof uploadCover> = async ({ path, body }, { actor }) => {
  const owner = requireOwner(actor, path.id);
  const { key, alternative_text, ...area } = body;
  return presentCropped(await admitAndCrop(owner, key, area, COVER, alternative_text?.trim() ?? ''));
};
