import { AVATAR_CROP, isCropValid, LOGO_CROP, LOGO_CROP_BOX_PX, LOGO_PREVIEW_HEIGHT_PX } from './image-crop';

describe('avatar and logo crop (spec 2 §5, §9)', () => {
  it('has the spec constants', () => {
    expect(AVATAR_CROP).toEqual({ aspectRatio: 1, minWidth: 90, minHeight: 90 });
    expect(LOGO_CROP).toEqual({ minWidth: 25, minHeight: 25 });
    expect(LOGO_CROP_BOX_PX).toBe(235);
    expect(LOGO_PREVIEW_HEIGHT_PX).toBe(50);
  });

  it.each([
    [{ crop_x: 0, crop_y: 0, crop_w: 90, crop_h: 90 }, AVATAR_CROP, undefined, true],
    [{ crop_x: 0, crop_y: 0, crop_w: 89, crop_h: 89 }, AVATAR_CROP, undefined, false],
    [{ crop_x: 0, crop_y: 0, crop_w: 120, crop_h: 100 }, AVATAR_CROP, undefined, false],
    [{ crop_x: 0, crop_y: 0, crop_w: 101, crop_h: 100 }, AVATAR_CROP, undefined, true],
    [{ crop_x: -1, crop_y: 0, crop_w: 100, crop_h: 100 }, AVATAR_CROP, undefined, false],
    [{ crop_x: 50, crop_y: 0, crop_w: 100, crop_h: 100 }, AVATAR_CROP, { width: 120, height: 120 }, false],
    [{ crop_x: 10, crop_y: 10, crop_w: 100, crop_h: 100 }, AVATAR_CROP, { width: 120, height: 120 }, true],
    [{ crop_x: 0, crop_y: 0, crop_w: 200, crop_h: 25 }, LOGO_CROP, undefined, true],
    [{ crop_x: 0, crop_y: 0, crop_w: 200, crop_h: 24 }, LOGO_CROP, undefined, false],
    [{ crop_x: 0, crop_y: Number.NaN, crop_w: 200, crop_h: 30 }, LOGO_CROP, undefined, false],
  ])('%j with %j inside %j: %s', (area, rule, image, valid) => {
    expect(isCropValid(area, rule, image)).toBe(valid);
  });
});
