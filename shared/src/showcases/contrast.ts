import { type ShowcasesMessageKey } from '../messages/showcases';

/** Colour contrast of custom themes (spec 3 §3, §5, §9), by WCAG 2's definitions. */

/** spec 3 §5, §9: header at least 3:1; navigation and page body at least 4.5:1. */
export const CONTRAST_THRESHOLDS = { header: 3, navigation: 4.5, body: 4.5 } as const;
export type ContrastArea = keyof typeof CONTRAST_THRESHOLDS;

/** spec 3 §5: colours are hex, #rgb or #rrggbb (case-insensitive). */
export function isHexColour(value: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim());
}

/** '#ABC' → '#aabbcc'; '#AABBCC' → '#aabbcc'. Throws on anything that is not a hex colour. */
export function normaliseHexColour(value: string): string {
  const hex = value.trim().toLowerCase();
  if (!isHexColour(hex)) throw new RangeError(`Not a hex colour: ${value}`);
  return hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex;
}

/** WCAG 2 relative luminance of a hex colour (0 for black, 1 for white). */
export function relativeLuminance(colour: string): number {
  const hex = normaliseHexColour(colour);
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio (L1 + 0.05) / (L2 + 0.05), lighter over darker: 1 to 21, unrounded. */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The ratio as shown beside the result: two decimals, cut rather than rounded, so a ratio just under a
 * threshold never reads as the threshold ("4.49:1 Not Met", never "4.50:1 Not Met").
 */
export function formatContrastRatio(ratio: number): string {
  return (Math.floor(ratio * 100 + 1e-9) / 100).toFixed(2);
}

export interface ContrastCheck {
  ratio: number;
  threshold: number;
  met: boolean;
  /** 'Contrast: Met' or 'Contrast: Not Met'. */
  label: ShowcasesMessageKey;
  /** The ratio as shown, e.g. "4.52" (the catalogue's showcases.contrast.ratio adds ":1"). */
  ratioText: string;
}

/** One area's check against its threshold (the unrounded ratio is compared). */
export function checkContrast(area: ContrastArea, foreground: string, background: string): ContrastCheck {
  const ratio = contrastRatio(foreground, background);
  const threshold = CONTRAST_THRESHOLDS[area];
  const met = ratio >= threshold;
  return {
    ratio,
    threshold,
    met,
    label: met ? 'showcases.contrast.met' : 'showcases.contrast.not_met',
    ratioText: formatContrastRatio(ratio),
  };
}

export interface CustomThemeColours {
  header_background: string;
  header_text: string;
  navigation_background: string;
  navigation_text: string;
  page_background: string;
  body_text: string;
}

/**
 * The three checks of a custom theme: header text on the header background (3:1), navigation text on the
 * navigation background (4.5:1), body text on the page background (4.5:1).
 */
export function checkThemeContrast(colours: CustomThemeColours): Record<ContrastArea, ContrastCheck> {
  return {
    header: checkContrast('header', colours.header_text, colours.header_background),
    navigation: checkContrast('navigation', colours.navigation_text, colours.navigation_background),
    body: checkContrast('body', colours.body_text, colours.page_background),
  };
}
