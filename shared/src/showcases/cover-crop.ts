import { type CropRule } from '../attachments/image-crop';

/**
 * The showcase cover (spec 3 §4, §5, §9): crop keeps an aspect ratio of 1.5 with a minimum selection of 75×50;
 * the preview is 300×153. Types and size (jpg, jpeg, png, bmp; 30 MB) are IMAGE_UPLOAD_RULES.cover.
 */
export const COVER_CROP: CropRule = { aspectRatio: 1.5, minWidth: 75, minHeight: 50 };
/** Nothing reads the preview size yet: the cover upload screen will (its behaviour test arrives with it). */
export const COVER_PREVIEW = { width: 300, height: 153 } as const;

/**
 * The largest selection of ratio 1.5 centred on an image: the crop tool's starting selection (the spec gives
 * none; the whole usable image is what a user expects to start from).
 */
export function initialCoverCrop(image: { width: number; height: number }): {
  crop_x: number;
  crop_y: number;
  crop_w: number;
  crop_h: number;
} {
  const ratio = COVER_CROP.aspectRatio as number;
  const width = Math.min(image.width, Math.floor(image.height * ratio));
  const height = Math.min(image.height, Math.floor(width / ratio));
  return {
    crop_x: Math.floor((image.width - width) / 2),
    crop_y: Math.floor((image.height - height) / 2),
    crop_w: width,
    crop_h: height,
  };
}
