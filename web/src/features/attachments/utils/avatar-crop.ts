import { AVATAR_CROP, isCropValid, type CropArea } from '@tessera/shared';

/** The cropper's selection in the image's own pixels (react-easy-crop's croppedAreaPixels). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

/** The zoom keys step by this much, and the slider by a tenth of it. */
export const ZOOM_STEP = 0.25;

/**
 * The furthest the square box may zoom in on an image while still covering at least 90×90 of its pixels
 * (spec 2 §5: avatar crop minimum 90×90). At zoom 1 the square box spans the image's shorter side, so zoom z
 * covers shorter/z pixels. An image whose shorter side is under 90 cannot be cropped at all: 0.
 */
export function maxAvatarZoom(image: ImageSize): number {
  const shorter = Math.min(image.width, image.height);
  if (shorter < AVATAR_CROP.minWidth) return 0;
  return Math.max(1, Math.floor((shorter / AVATAR_CROP.minWidth) * 100) / 100);
}

/** The zoom after a key press: + or = zooms in, - or _ zooms out, within 1…max; undefined for other keys. */
export function zoomForKey(key: string, zoom: number, maxZoom: number): number | undefined {
  const delta = key === '+' || key === '=' ? ZOOM_STEP : key === '-' || key === '_' ? -ZOOM_STEP : 0;
  if (delta === 0) return undefined;
  return clampZoom(zoom + delta, maxZoom);
}

export function clampZoom(zoom: number, maxZoom: number): number {
  return Math.min(Math.max(1, Math.round(zoom * 100) / 100), Math.max(1, maxZoom));
}

/**
 * The selection the server is sent (spec 2 §7 crop_x…crop_h): whole pixels, square (the shorter of the two
 * rounded sides, since rounding can leave them a pixel apart), inside the image, and never under 90×90.
 * undefined when no such square fits (an image under 90 pixels on a side).
 */
export function toAvatarCropArea(area: PixelArea, image: ImageSize): CropArea | undefined {
  const shorter = Math.min(image.width, image.height);
  const side = Math.min(Math.max(Math.round(Math.min(area.width, area.height)), AVATAR_CROP.minWidth), shorter);
  const x = Math.min(Math.max(0, Math.round(area.x)), image.width - side);
  const y = Math.min(Math.max(0, Math.round(area.y)), image.height - side);
  const crop = { crop_x: x, crop_y: y, crop_w: side, crop_h: side };
  return isCropValid(crop, AVATAR_CROP, image) ? crop : undefined;
}

/** Where the selection sits, as a share of the image, for the announcement ("left 12%, top 30%, 40% wide"). */
export function describeArea(crop: CropArea, image: ImageSize): { left: number; top: number; size: number } {
  const percent = (part: number, whole: number) => Math.round((part / whole) * 100);
  return {
    left: percent(crop.crop_x, image.width),
    top: percent(crop.crop_y, image.height),
    size: percent(crop.crop_w, Math.min(image.width, image.height)),
  };
}
