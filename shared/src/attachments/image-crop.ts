/** Crop rules of the avatar and the theme logo (spec 2 §5, §9); the showcase cover's are in showcases/cover-crop. */

export interface CropArea {
  crop_x: number;
  crop_y: number;
  crop_w: number;
  crop_h: number;
}

export interface CropRule {
  /** Width / height the selection must keep; undefined for a free aspect. */
  aspectRatio?: number;
  minWidth: number;
  minHeight: number;
}

/** spec 2 §5, §9: avatar crop is square, minimum 90×90. */
export const AVATAR_CROP: CropRule = { aspectRatio: 1, minWidth: 90, minHeight: 90 };

/**
 * spec 2 §5, §9: logo crop minimum 25×25 (free aspect) in a 235 px box; the preview is 50 px high. Nothing reads
 * the box and preview sizes yet: the theme logo's crop screen will (its behaviour test arrives with it).
 */
export const LOGO_CROP: CropRule = { minWidth: 25, minHeight: 25 };
export const LOGO_CROP_BOX_PX = 235;
export const LOGO_PREVIEW_HEIGHT_PX = 50;

/**
 * True when a selection satisfies the rule and, when the image's size is given, lies inside the image. Crop
 * tools work in whole pixels, so the aspect ratio may be off by up to one pixel of width.
 */
export function isCropValid(area: CropArea, rule: CropRule, image?: { width: number; height: number }): boolean {
  const values = [area.crop_x, area.crop_y, area.crop_w, area.crop_h];
  if (!values.every(Number.isFinite) || area.crop_x < 0 || area.crop_y < 0) return false;
  if (area.crop_w < rule.minWidth || area.crop_h < rule.minHeight) return false;
  if (rule.aspectRatio !== undefined && Math.abs(area.crop_w - area.crop_h * rule.aspectRatio) > 1) return false;
  if (image && (area.crop_x + area.crop_w > image.width || area.crop_y + area.crop_h > image.height)) return false;
  return true;
}
