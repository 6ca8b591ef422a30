import { describe, expect, it } from '@jest/globals';
import { clampZoom, describeArea, maxAvatarZoom, toAvatarCropArea, zoomForKey } from './avatar-crop';

describe('maxAvatarZoom', () => {
  it('lets the square box zoom in until it covers 90 pixels of the shorter side', () => {
    expect(maxAvatarZoom({ width: 1200, height: 900 })).toBe(10);
    expect(maxAvatarZoom({ width: 400, height: 1000 })).toBe(4.44);
  });

  it('keeps zoom 1 for an image just over 90 pixels and refuses one under it', () => {
    expect(maxAvatarZoom({ width: 95, height: 300 })).toBe(1.05);
    expect(maxAvatarZoom({ width: 90, height: 90 })).toBe(1);
    expect(maxAvatarZoom({ width: 89, height: 400 })).toBe(0);
  });
});

describe('zoomForKey', () => {
  it('zooms in with + or = and out with -, within 1 and the maximum', () => {
    expect(zoomForKey('+', 1, 4)).toBe(1.25);
    expect(zoomForKey('=', 2, 4)).toBe(2.25);
    expect(zoomForKey('-', 2, 4)).toBe(1.75);
    expect(zoomForKey('-', 1.1, 4)).toBe(1);
    expect(zoomForKey('+', 3.9, 4)).toBe(4);
  });

  it('leaves other keys to the cropper (arrows move the box)', () => {
    expect(zoomForKey('ArrowLeft', 2, 4)).toBeUndefined();
    expect(zoomForKey('a', 2, 4)).toBeUndefined();
  });

  it('clamps a slider value into range', () => {
    expect(clampZoom(0.5, 3)).toBe(1);
    expect(clampZoom(7, 3)).toBe(3);
    expect(clampZoom(2.456, 3)).toBe(2.46);
  });
});

describe('toAvatarCropArea', () => {
  const image = { width: 1200, height: 900 };

  it('rounds the selection to a square of whole pixels', () => {
    expect(toAvatarCropArea({ x: 100.4, y: 50.6, width: 300.4, height: 299.7 }, image)).toEqual({
      crop_x: 100,
      crop_y: 51,
      crop_w: 300,
      crop_h: 300,
    });
  });

  it('never sends less than 90×90', () => {
    expect(toAvatarCropArea({ x: 10, y: 10, width: 80, height: 80 }, image)).toMatchObject({ crop_w: 90, crop_h: 90 });
  });

  it('keeps the square inside the image', () => {
    expect(toAvatarCropArea({ x: 1150, y: 880, width: 200, height: 200 }, image)).toEqual({
      crop_x: 1000,
      crop_y: 700,
      crop_w: 200,
      crop_h: 200,
    });
    expect(toAvatarCropArea({ x: -3, y: 0, width: 950, height: 950 }, image)).toEqual({
      crop_x: 0,
      crop_y: 0,
      crop_w: 900,
      crop_h: 900,
    });
  });

  it('has no square to offer for an image under 90 pixels on a side', () => {
    expect(toAvatarCropArea({ x: 0, y: 0, width: 80, height: 80 }, { width: 80, height: 200 })).toBeUndefined();
  });
});

describe('describeArea', () => {
  it('tells where the box sits as shares of the image', () => {
    expect(describeArea({ crop_x: 300, crop_y: 90, crop_w: 450, crop_h: 450 }, { width: 1200, height: 900 })).toEqual({
      left: 25,
      top: 10,
      size: 50,
    });
  });
});
