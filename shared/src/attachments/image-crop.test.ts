import { AVATAR_CROP, isCropValid, LOGO_CROP } from './image-crop';

describe('avatar and logo crop (spec 2 §5, §9)', () => {
  it.each([
    // the avatar: square, at least 90×90
    [{ crop_x: 0, crop_y: 0, crop_w: 90, crop_h: 90 }, AVATAR_CROP, undefined, true],
    [{ crop_x: 0, crop_y: 0, crop_w: 89, crop_h: 90 }, AVATAR_CROP, undefined, false],
    [{ crop_x: 0, crop_y: 0, crop_w: 90, crop_h: 89 }, AVATAR_CROP, undefined, false],
    [{ crop_x: 0, crop_y: 0, crop_w: 89, crop_h: 89 }, AVATAR_CROP, undefined, false],
    [{ crop_x: 0, crop_y: 0, crop_w: 120, crop_h: 100 }, AVATAR_CROP, undefined, false],
    [{ crop_x: 0, crop_y: 0, crop_w: 101, crop_h: 100 }, AVATAR_CROP, undefined, true],
    [{ crop_x: -1, crop_y: 0, crop_w: 100, crop_h: 100 }, AVATAR_CROP, undefined, false],
    [{ crop_x: 50, crop_y: 0, crop_w: 100, crop_h: 100 }, AVATAR_CROP, { width: 120, height: 120 }, false],
    [{ crop_x: 10, crop_y: 10, crop_w: 100, crop_h: 100 }, AVATAR_CROP, { width: 120, height: 120 }, true],
    // the logo: any aspect, at least 25×25
    [{ crop_x: 0, crop_y: 0, crop_w: 25, crop_h: 25 }, LOGO_CROP, undefined, true],
    [{ crop_x: 0, crop_y: 0, crop_w: 24, crop_h: 25 }, LOGO_CROP, undefined, false],
    [{ crop_x: 0, crop_y: 0, crop_w: 200, crop_h: 25 }, LOGO_CROP, undefined, true],
    [{ crop_x: 0, crop_y: 0, crop_w: 200, crop_h: 24 }, LOGO_CROP, undefined, false],
    [{ crop_x: 0, crop_y: Number.NaN, crop_w: 200, crop_h: 30 }, LOGO_CROP, undefined, false],
  ])('%j with %j inside %j: %s', (area, rule, image, valid) => {
    expect(isCropValid(area, rule, image)).toBe(valid);
  });
});
