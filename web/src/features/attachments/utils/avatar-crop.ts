import { AVATAR_CROP, type CropArea } from '@tessera/shared';
import {
  clampZoom,
  describeCropArea,
  maxCropZoom,
  toCropArea,
  ZOOM_STEP,
  zoomForKey,
  type ImageSize,
  type PixelArea,
  type RatioCropRule,
} from './image-crop';

export { clampZoom, ZOOM_STEP, zoomForKey, type ImageSize, type PixelArea };

/** spec 2 §5, §9: the avatar's box is square, at least 90×90 (utils/image-crop holds the maths of every box). */
export const AVATAR_RULE: RatioCropRule = { ...AVATAR_CROP, aspectRatio: 1 };

/**
 * The furthest the square box may zoom in on an image while still covering at least 90×90 of its pixels: at
 * zoom 1 it spans the image's shorter side, so zoom z covers shorter/z pixels. 0 under 90 pixels on a side.
 */
export const maxAvatarZoom = (image: ImageSize): number => maxCropZoom(AVATAR_RULE, image);

/** The square selection the server is sent (spec 2 §7 crop_x…crop_h), never under 90×90; undefined if none fits. */
export const toAvatarCropArea = (area: PixelArea, image: ImageSize): CropArea | undefined =>
  toCropArea(AVATAR_RULE, area, image);

/** Where the selection sits, as a share of the image, for the announcement ("left 12%, top 30%, 40% wide"). */
export const describeArea = (crop: CropArea, image: ImageSize) => describeCropArea(AVATAR_RULE, crop, image);
