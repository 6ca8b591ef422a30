import { describe, expect, it } from '@jest/globals';
import { COVER_CROP, isCropValid } from '@tessera/shared';
import { describeCropArea, maxCropZoom, toCropArea, zoomForKey, type RatioCropRule } from './image-crop';

/** spec 3 §5: the evidence and showcase cover keeps a ratio of 1.5 and is at least 75×50. */
const COVER: RatioCropRule = { ...COVER_CROP, aspectRatio: 1.5 };

describe('maxCropZoom for the cover (1.5:1, at least 75×50)', () => {
  it('zooms in until the box covers 75 pixels of width, from the widest 3:2 box of the image', () => {
    // 300×200 is exactly 3:2: the box spans 300 wide at zoom 1, 75 at zoom 4.
    expect(maxCropZoom(COVER, { width: 300, height: 200 })).toBe(4);
    // A tall image: the widest 3:2 box is its width (600 wide, 400 high).
    expect(maxCropZoom(COVER, { width: 600, height: 2000 })).toBe(8);
    // A wide image: the box is as high as the image (150 high, 225 wide).
    expect(maxCropZoom(COVER, { width: 2000, height: 150 })).toBe(3);
  });

  it('keeps zoom 1 for an image just big enough and refuses one that is not', () => {
    expect(maxCropZoom(COVER, { width: 75, height: 50 })).toBe(1);
    expect(maxCropZoom(COVER, { width: 74, height: 500 })).toBe(0);
    expect(maxCropZoom(COVER, { width: 500, height: 49 })).toBe(0);
  });
});

describe('toCropArea for the cover', () => {
  const image = { width: 1200, height: 900 };

  it('rounds the selection to whole pixels at 3:2, as the server checks it', () => {
    const crop = toCropArea(COVER, { x: 100.4, y: 50.6, width: 600.4, height: 399.7 }, image);
    expect(crop).toEqual({ crop_x: 100, crop_y: 51, crop_w: 600, crop_h: 400 });
    expect(crop && isCropValid(crop, COVER_CROP, image)).toBe(true);
  });

  it('keeps the ratio within the one pixel the server allows whatever the rounding', () => {
    for (const height of [50, 51, 67, 133, 333, 599]) {
      const crop = toCropArea(COVER, { x: 0, y: 0, width: height * 1.5 + 0.4, height: height + 0.3 }, image);
      expect(crop).toBeDefined();
      expect(crop && isCropValid(crop, COVER_CROP, image)).toBe(true);
    }
  });

  it('never sends less than 75×50 and keeps the box inside the image', () => {
    expect(toCropArea(COVER, { x: 10, y: 10, width: 60, height: 40 }, image)).toMatchObject({
      crop_w: 75,
      crop_h: 50,
    });
    expect(toCropArea(COVER, { x: 1190, y: 880, width: 300, height: 200 }, image)).toEqual({
      crop_x: 900,
      crop_y: 700,
      crop_w: 300,
      crop_h: 200,
    });
    expect(toCropArea(COVER, { x: -4, y: 0, width: 1500, height: 1000 }, image)).toEqual({
      crop_x: 0,
      crop_y: 0,
      crop_w: 1200,
      crop_h: 800,
    });
  });

  it('has nothing to offer for an image under 75×50', () => {
    expect(toCropArea(COVER, { x: 0, y: 0, width: 70, height: 40 }, { width: 70, height: 300 })).toBeUndefined();
  });
});

describe('zoomForKey (the keyboard resizes the box)', () => {
  it('resizes with Alt and an arrow: down makes it smaller (zoom in), up larger, within 1…max', () => {
    expect(zoomForKey('ArrowDown', 1, 4, true)).toBe(1.25);
    expect(zoomForKey('ArrowDown', 3.9, 4, true)).toBe(4);
    expect(zoomForKey('ArrowUp', 2, 4, true)).toBe(1.75);
    expect(zoomForKey('ArrowUp', 1.1, 4, true)).toBe(1);
  });

  it('leaves plain arrows to the cropper, which moves the box, and Alt+Left/Right to the browser', () => {
    expect(zoomForKey('ArrowDown', 2, 4)).toBeUndefined();
    expect(zoomForKey('ArrowRight', 2, 4, false)).toBeUndefined();
    expect(zoomForKey('ArrowLeft', 2, 4, true)).toBeUndefined();
    expect(zoomForKey('ArrowRight', 2, 4, true)).toBeUndefined();
  });
});

describe('describeCropArea', () => {
  it('tells where the cover box sits, its size as a share of the widest 3:2 box', () => {
    expect(
      describeCropArea(COVER, { crop_x: 300, crop_y: 90, crop_w: 600, crop_h: 400 }, { width: 1200, height: 900 }),
    ).toEqual({ left: 25, top: 10, size: 50 });
  });
});
