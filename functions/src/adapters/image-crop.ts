import { isCropValid, type CropArea, type CropRule } from '@tessera/shared';

/**
 * The server-side crop (ADR 0019): sharp (libvips, native) for decoding, cropping and encoding, loaded only
 * when an image is cropped, so no other route pays its import; BMP, which libvips does not read, decoded by
 * bmp-ts (jimp's decoder) into raw pixels first. Both are external to the bundle and shipped beside it.
 */
export interface CroppedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
  /** The stored type: png stays png (logos keep transparency), everything else becomes jpg. */
  type: 'png' | 'jpg';
  contentType: 'image/png' | 'image/jpeg';
}

/** Why a crop could not be made: the selection breaks the rule or leaves the image, or the bytes do not decode. */
export class CropError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CropError';
  }
}

/** Decoding stops past this many pixels (a 30 MB cover is far below; a decompression bomb is not). */
const MAX_INPUT_PIXELS = 100_000_000;

async function decoderInput(bytes: Uint8Array, type: string) {
  if (type !== 'bmp') return { input: bytes, raw: undefined };
  const { decode } = await import('bmp-ts');
  let image;
  try {
    image = decode(Buffer.from(bytes), { toRGBA: true });
  } catch {
    throw new CropError('the BMP does not decode');
  }
  if (image.width * image.height > MAX_INPUT_PIXELS) throw new CropError('the image is too large');
  // bmp-ts leaves alpha at 0 for formats without it: keep the colour channels only.
  const rgb = Buffer.alloc(image.width * image.height * 3);
  for (let pixel = 0; pixel < image.width * image.height; pixel += 1) {
    image.data.copy(rgb, pixel * 3, pixel * 4, pixel * 4 + 3);
  }
  return { input: rgb, raw: { width: image.width, height: image.height, channels: 3 as const } };
}

/**
 * Crops `area` out of the image (after turning it as its EXIF orientation says, as a browser shows it) and
 * scales the result down to fit `maxSide`, never up. The area must satisfy `rule` and lie inside the image.
 */
export async function cropImage(
  bytes: Uint8Array,
  type: string,
  area: CropArea,
  rule: CropRule,
  maxSide: number,
): Promise<CroppedImage> {
  const { default: sharp } = await import('sharp');
  const { input, raw } = await decoderInput(bytes, type);
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', ...(raw ? { raw } : {}) });
    const metadata = await source.metadata();
    const shown = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
    if (!isCropValid(area, rule, shown)) throw new CropError('the selection breaks the crop rule');
    const png = type === 'png';
    const pipeline = source
      .autoOrient()
      .extract({ left: area.crop_x, top: area.crop_y, width: area.crop_w, height: area.crop_h })
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await (png ? pipeline.png() : pipeline.jpeg({ quality: 85, mozjpeg: true })).toBuffer({
      resolveWithObject: true,
    });
    return {
      bytes: new Uint8Array(data),
      width: info.width,
      height: info.height,
      type: png ? 'png' : 'jpg',
      contentType: png ? 'image/png' : 'image/jpeg',
    };
  } catch (error) {
    if (error instanceof CropError) throw error;
    throw new CropError(error instanceof Error ? error.message : 'the image does not decode');
  }
}
