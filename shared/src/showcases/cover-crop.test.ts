import { isCropValid } from '../attachments/image-crop';
import { COVER_CROP, initialCoverCrop } from './cover-crop';

describe('cover crop (spec 3 §5, §9)', () => {
  it.each([
    // ratio 1.5, at least 75×50
    [{ crop_x: 0, crop_y: 0, crop_w: 75, crop_h: 50 }, true],
    [{ crop_x: 0, crop_y: 0, crop_w: 74, crop_h: 50 }, false],
    [{ crop_x: 0, crop_y: 0, crop_w: 74, crop_h: 49 }, false],
    [{ crop_x: 0, crop_y: 0, crop_w: 150, crop_h: 100 }, true],
    [{ crop_x: 0, crop_y: 0, crop_w: 150, crop_h: 102 }, false],
    [{ crop_x: 0, crop_y: 0, crop_w: 150, crop_h: 150 }, false],
    [{ crop_x: 0, crop_y: 0, crop_w: 301, crop_h: 200 }, true],
  ])('%j valid: %s', (area, valid) => {
    expect(isCropValid(area, COVER_CROP)).toBe(valid);
  });

  it.each([
    [
      { width: 1500, height: 1000 },
      { crop_x: 0, crop_y: 0, crop_w: 1500, crop_h: 1000 },
    ],
    [
      { width: 2000, height: 1000 },
      { crop_x: 250, crop_y: 0, crop_w: 1500, crop_h: 1000 },
    ],
    [
      { width: 900, height: 1200 },
      { crop_x: 0, crop_y: 300, crop_w: 900, crop_h: 600 },
    ],
  ])('starts %j with %j', (image, crop) => {
    expect(initialCoverCrop(image)).toEqual(crop);
    expect(isCropValid(crop, COVER_CROP, image)).toBe(true);
  });
});
