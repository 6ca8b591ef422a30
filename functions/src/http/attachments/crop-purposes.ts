import { AVATAR_CROP, COVER_CROP, LOGO_CROP, LOGO_CROP_BOX_PX } from '@tessera/shared';
import type { CropPurpose } from './cropped-images';

/** spec 2 §5, §9: square, at least 90×90; kept at most 512 px a side (the panel shows it at 32–90 px). */
export const AVATAR: CropPurpose = {
  purpose: 'avatar',
  rule: AVATAR_CROP,
  maxSide: 512,
  failure: 'account.avatar.crop_failed',
};

/** spec 3 §5: 1.5:1, at least 75×50; kept at most 1,500 px wide (a page-wide banner). */
export const COVER: CropPurpose = {
  purpose: 'cover',
  rule: COVER_CROP,
  maxSide: 1500,
  failure: 'attachments.crop_failed',
};

/** spec 2 §5, §9: at least 25×25, free aspect; kept at most twice the 235 px crop box (sharp on dense screens). */
export const LOGO: CropPurpose = {
  purpose: 'logo',
  rule: LOGO_CROP,
  maxSide: 2 * LOGO_CROP_BOX_PX,
  failure: 'attachments.crop_failed',
};
