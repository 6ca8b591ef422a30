import { type CustomThemeColours, isHexColour } from './contrast';

/** Themes: the custom theme and the older palette themes (spec 3 §2, §3, §4, §5, §9). */

/** spec 3 §3: fonts offered to a custom theme. */
export const CUSTOM_THEME_FONTS = [
  'Inter',
  'Source Sans Pro',
  'Arial',
  'Helvetica',
  'Courier New',
  'Tahoma',
  'Times New Roman',
  'Zilla Slab',
  'Merriweather',
  'Cormorant Garamond',
  'Montserrat',
  'Quicksand',
  'Libre Baskerville',
  'Oswald',
  'Arvo',
] as const;
export type CustomThemeFont = (typeof CUSTOM_THEME_FONTS)[number];

/** spec 3 §3: top navigation, or vertical (side) navigation. */
export const NAVIGATION_TYPES = ['top', 'vertical'] as const;
export type NavigationType = (typeof NAVIGATION_TYPES)[number];

export interface CustomTheme {
  type: 'custom';
  navigation_type: NavigationType;
  check_color_contrast: boolean;
  fonts: { eportfolio_title: CustomThemeFont; page_title: CustomThemeFont; body_and_navigation: CustomThemeFont };
  colors: CustomThemeColours;
}

/**
 * spec 3 §3: the custom theme's defaults. Their behaviour is tested: they are a valid custom theme
 * (themes.test.ts) that meets every contrast threshold (contrast.test.ts).
 */
export const DEFAULT_CUSTOM_THEME: CustomTheme = {
  type: 'custom',
  navigation_type: 'top',
  check_color_contrast: false,
  fonts: { eportfolio_title: 'Inter', page_title: 'Inter', body_and_navigation: 'Inter' },
  colors: {
    header_background: '#575195',
    header_text: '#ffffff',
    navigation_background: '#E9E7EC',
    navigation_text: '#4A4A4A',
    page_background: '#ffffff',
    body_text: '#4A4A4A',
  },
};

/**
 * The fields of a custom theme that are not valid: a navigation type other than top or vertical, a font not
 * offered, a colour that is not hex. Empty when the theme is valid.
 */
export function invalidCustomThemeFields(theme: {
  navigation_type?: string;
  fonts?: Partial<Record<keyof CustomTheme['fonts'], string>>;
  colors?: Partial<Record<keyof CustomThemeColours, string>>;
}): string[] {
  const invalid: string[] = [];
  if (theme.navigation_type !== undefined && !(NAVIGATION_TYPES as readonly string[]).includes(theme.navigation_type)) {
    invalid.push('navigation_type');
  }
  for (const [name, font] of Object.entries(theme.fonts ?? {})) {
    if (font !== undefined && !(CUSTOM_THEME_FONTS as readonly string[]).includes(font)) invalid.push(`fonts.${name}`);
  }
  for (const [name, colour] of Object.entries(theme.colors ?? {})) {
    if (colour !== undefined && !isHexColour(colour)) invalid.push(`colors.${name}`);
  }
  return invalid;
}

/**
 * spec 3 §3: theme names seen; the first four have five preset palettes each plus the customize option. Nothing
 * reads the palette lists yet: the theme sidebar will (its behaviour test arrives with it).
 */
export const PALETTE_THEMES = ['breeze', 'material', 'showcase_blank_without_image', 'rainbow'] as const;
export const THEME_NAMES = [...PALETTE_THEMES, 'template_blank', 'custom'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** spec 3 §3, §9: palettes c1–c5 (default c1) and the customize entry. */
export const THEME_PALETTES = ['c1', 'c2', 'c3', 'c4', 'c5'] as const;
export const DEFAULT_THEME_COLOR = 'c1';
export const CUSTOMIZE_COLOR = 'customize';

export interface PaletteCustomization {
  title_color?: string;
  top_bar_color?: string;
  text_color?: string;
  tab_color?: string;
  page_bar_color?: string;
}

export interface ThemeSelection {
  theme: string;
  /** A palette (c1–c5) or 'customize'. */
  color: string;
  customize: PaletteCustomization | null;
}

/**
 * spec 3 §4: picking a different theme resets the colour to c1 and clears the customization; picking the
 * theme already chosen changes nothing.
 */
export function selectTheme(current: ThemeSelection, theme: string): ThemeSelection {
  return theme === current.theme ? current : { theme, color: DEFAULT_THEME_COLOR, customize: null };
}

/**
 * spec 3 §4: template_blank hides the palette and the colours tab; the customize controls show only when the
 * colour is 'customize'.
 */
export function themeControls(selection: Pick<ThemeSelection, 'theme' | 'color'>): {
  showPalette: boolean;
  showColoursTab: boolean;
  showCustomizeControls: boolean;
} {
  const blank = selection.theme === 'template_blank';
  return {
    showPalette: !blank,
    showColoursTab: !blank,
    showCustomizeControls: !blank && selection.color === CUSTOMIZE_COLOR,
  };
}

/**
 * spec 3 §9: theme gaps (px): default 75, custom 118, template 155. Nothing reads them yet: the theme frame's
 * layout will (its behaviour test arrives with it).
 */
export const THEME_GAPS = { default: 75, custom: 118, template: 155 } as const;

/** spec 3 §2: the theme sidebar's maximum height is the window height minus 61 pixels. */
export function themeSidebarMaxHeight(windowHeight: number): number {
  return Math.max(0, windowHeight - 61);
}
