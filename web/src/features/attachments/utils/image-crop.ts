import { isCropValid, type CropArea, type CropRule } from '@tessera/shared';

/**
 * The crop maths of every fixed-ratio crop box on react-easy-crop (the avatar: square, at least 90×90, spec 2
 * §5; the evidence and showcase cover: 1.5:1, at least 75×50, spec 3 §5). At zoom 1 the box spans the largest
 * box of the rule's ratio that fits the image; zoom z covers 1/z of it.
 */
export type RatioCropRule = CropRule & { aspectRatio: number };

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

/** The largest box of the rule's ratio inside the image (its width and height, in the image's pixels). */
function largestBox(rule: RatioCropRule, image: ImageSize): { width: number; height: number } {
  const width = Math.min(image.width, image.height * rule.aspectRatio);
  return { width, height: width / rule.aspectRatio };
}

/**
 * The furthest the box may zoom in while still covering the rule's minimum of the image's pixels; 0 when even
 * zoom 1 covers less (the image is too small to crop at all).
 */
export function maxCropZoom(rule: RatioCropRule, image: ImageSize): number {
  const box = largestBox(rule, image);
  const furthest = Math.min(box.width / rule.minWidth, box.height / rule.minHeight);
  if (furthest < 1) return 0;
  return Math.max(1, Math.floor(furthest * 100) / 100);
}

/**
 * Resize keys (the box covers less or more of the image): + or = and Alt+ArrowDown zoom in (a smaller
 * selection), - or _ and Alt+ArrowUp zoom out (a larger one), within 1…max. Alt+ArrowLeft and Alt+ArrowRight
 * are the browsers' Back and Forward, so they are left alone. undefined for every other key: plain arrows stay
 * with the library, which moves the box.
 */
export function zoomForKey(key: string, zoom: number, maxZoom: number, altKey = false): number | undefined {
  const larger = key === '-' || key === '_' || (altKey && key === 'ArrowUp');
  const smaller = key === '+' || key === '=' || (altKey && key === 'ArrowDown');
  if (!larger && !smaller) return undefined;
  return clampZoom(zoom + (smaller ? ZOOM_STEP : -ZOOM_STEP), maxZoom);
}

export function clampZoom(zoom: number, maxZoom: number): number {
  return Math.min(Math.max(1, Math.round(zoom * 100) / 100), Math.max(1, maxZoom));
}

/**
 * The selection the server is sent (crop_x…crop_h): whole pixels, the rule's ratio (the height rounded, the
 * width from it, so the two never drift more than the one pixel the server allows), inside the image and never
 * under the minimum. undefined when no such box fits the image.
 */
export function toCropArea(rule: RatioCropRule, area: PixelArea, image: ImageSize): CropArea | undefined {
  const ratio = rule.aspectRatio;
  const tallest = Math.floor(largestBox(rule, image).height + 1e-9);
  const wanted = Math.round(Math.min(area.height, area.width / ratio));
  const height = Math.min(Math.max(wanted, rule.minHeight, Math.ceil(rule.minWidth / ratio)), tallest);
  const width = Math.min(Math.round(height * ratio), image.width);
  const x = Math.min(Math.max(0, Math.round(area.x)), image.width - width);
  const y = Math.min(Math.max(0, Math.round(area.y)), image.height - height);
  const crop = { crop_x: x, crop_y: y, crop_w: width, crop_h: height };
  return isCropValid(crop, rule, image) ? crop : undefined;
}

/**
 * Where the selection sits, as shares of the image, for the announcement ("left 12%, top 30%, 40% wide"): the
 * size is the share of the widest box the rule allows (100% at zoom 1).
 */
export function describeCropArea(
  rule: RatioCropRule,
  crop: CropArea,
  image: ImageSize,
): { left: number; top: number; size: number } {
  const percent = (part: number, whole: number) => Math.round((part / whole) * 100);
  return {
    left: percent(crop.crop_x, image.width),
    top: percent(crop.crop_y, image.height),
    size: percent(crop.crop_w, largestBox(rule, image).width),
  };
}
