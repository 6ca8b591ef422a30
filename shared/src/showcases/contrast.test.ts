import { message } from '../messages/index';
import {
  checkContrast,
  checkThemeContrast,
  contrastRatio,
  formatContrastRatio,
  isHexColour,
  normaliseHexColour,
  relativeLuminance,
} from './contrast';
import { DEFAULT_CUSTOM_THEME } from './themes';

describe('WCAG 2 contrast ratio (spec 3 §5)', () => {
  // Expected values computed independently with the WCAG 2 formulas (0.03928 threshold; same for 8-bit values).
  it.each([
    ['#000000', '#ffffff', 21],
    ['#fff', '#000', 21],
    ['#777777', '#777777', 1],
    ['#767676', '#ffffff', 4.542224959605253],
    ['#ffffff', '#575195', 6.962392797675375],
    ['#4A4A4A', '#E9E7EC', 7.219186026016725],
    ['#4A4A4A', '#ffffff', 8.862392129950917],
  ])('%s on %s → %d', (foreground, background, ratio) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(ratio, 10);
  });

  it('is symmetric and unrounded', () => {
    expect(contrastRatio('#123456', '#abcdef')).toBe(contrastRatio('#abcdef', '#123456'));
    expect(Number.isInteger(contrastRatio('#767676', '#ffffff'))).toBe(false);
  });

  it.each([
    ['#000', 0],
    ['#FFFFFF', 1],
    ['#808080', 0.2158605001138992],
  ])('luminance of %s is %d', (colour, luminance) => {
    expect(relativeLuminance(colour)).toBeCloseTo(luminance, 12);
  });

  it.each([
    ['#abc', true],
    ['#A1B2C3', true],
    [' #abcdef ', true],
    ['abc', false],
    ['#abcd', false],
    ['#ggg', false],
    ['red', false],
  ])('%j is a hex colour: %s', (value, valid) => {
    expect(isHexColour(value)).toBe(valid);
  });

  it('normalises hex colours and refuses others', () => {
    expect(normaliseHexColour('#ABC')).toBe('#aabbcc');
    expect(normaliseHexColour('#A1B2C3')).toBe('#a1b2c3');
    expect(() => contrastRatio('blue', '#fff')).toThrow(RangeError);
  });
});

describe('contrast checks: header 3:1, navigation and body 4.5:1 (spec 3 §5, §9)', () => {
  it.each([
    ['header', '#ffffff', '#949494', true, 'Contrast: Met'], // 3.03:1
    ['header', '#ffffff', '#999999', false, 'Contrast: Not Met'], // 2.85:1
    ['navigation', '#767676', '#ffffff', true, 'Contrast: Met'], // 4.54:1
    ['body', '#777777', '#ffffff', false, 'Contrast: Not Met'], // 4.48:1
  ] as const)('%s: %s on %s met %s, "%s"', (area, foreground, background, met, label) => {
    const check = checkContrast(area, foreground, background);
    expect(check.met).toBe(met);
    expect(message(check.label)).toBe(label);
  });

  it('holds the header to 3:1 but navigation and body to 4.5:1: one pair of colours, two answers', () => {
    // #949494 on white is 3.03:1
    expect(checkContrast('header', '#ffffff', '#949494')).toMatchObject({ met: true, threshold: 3 });
    expect(checkContrast('navigation', '#949494', '#ffffff')).toMatchObject({ met: false, threshold: 4.5 });
    expect(checkContrast('body', '#949494', '#ffffff')).toMatchObject({ met: false, threshold: 4.5 });
  });

  it('passes the default custom theme (spec 3 §3 defaults)', () => {
    const checks = checkThemeContrast(DEFAULT_CUSTOM_THEME.colors);
    expect([checks.header.met, checks.navigation.met, checks.body.met]).toEqual([true, true, true]);
    expect(checks.header.ratioText).toBe('6.96');
    expect(message('showcases.contrast.ratio', 'en', { ratio: checks.body.ratioText })).toBe('8.86:1');
  });

  it.each([
    [4.499999, '4.49'],
    [4.5, '4.50'],
    [21, '21.00'],
    [3.0049, '3.00'],
  ])('shows ratio %d as %s (cut, not rounded)', (ratio, text) => {
    expect(formatContrastRatio(ratio)).toBe(text);
  });
});
