/**
 * Themes (spec 3 §3 "Older themes", "Template theme"; spec 2 §3 "Template theme", §9 sample theme defaults).
 * A template names a theme type (its look: breeze, material, …; default template_blank, spec 1 §9) and may
 * name one of the organisation's template themes (header, colours, footer, logo). The theme frame
 * (/themes/{themeType}?with_form=true) is drawn by the web app from THEME_TYPES and a template theme
 * (docs/adr/0016-template-library.md).
 */
export const THEME_TYPES = [
  'template_blank',
  'breeze',
  'material',
  'showcase_blank_without_image',
  'rainbow',
  'custom',
] as const;
export type ThemeType = (typeof THEME_TYPES)[number];
export const DEFAULT_THEME_TYPE: ThemeType = 'template_blank';

export function isThemeType(value: string): value is ThemeType {
  return (THEME_TYPES as readonly string[]).includes(value);
}

export interface ThemePalette {
  id: string;
  title_color: string;
  top_bar_color: string;
  text_color: string;
  tab_color: string;
  page_bar_color: string;
}

const palette = (id: string, colours: [string, string, string, string, string]): ThemePalette => ({
  id,
  title_color: colours[0],
  top_bar_color: colours[1],
  text_color: colours[2],
  tab_color: colours[3],
  page_bar_color: colours[4],
});

/**
 * The five preset palettes of breeze, material, showcase_blank_without_image and rainbow (spec 3 §3: "five
 * preset palettes each plus the customize option"; default c1). The spec names no colours: chosen here,
 * each palette a dark title on a light page so text keeps a 4.5:1 contrast.
 */
const PRESETS: readonly ThemePalette[] = [
  palette('c1', ['#212121', '#575195', '#4A4A4A', '#E9E7EC', '#F5F4F7']),
  palette('c2', ['#1B3A4B', '#006D77', '#33363B', '#DDEFF0', '#F2F8F8']),
  palette('c3', ['#3D2C1E', '#8C4A1E', '#3B3632', '#F3E6DA', '#FBF6F1']),
  palette('c4', ['#1E2D24', '#2F6B3F', '#2F3431', '#E1EFE5', '#F4F9F5']),
  palette('c5', ['#2B1F33', '#7A2E5C', '#38323B', '#F1E2EB', '#FAF4F8']),
];

export interface ThemeTypeDefinition {
  type: ThemeType;
  /** Preset palettes; empty for template_blank (which hides the palette, spec 3 §4) and custom. */
  palettes: readonly ThemePalette[];
  /** Whether the palette may be customised ("Customize Color Palette"). */
  customizable: boolean;
}

export const THEME_TYPE_DEFINITIONS: Readonly<Record<ThemeType, ThemeTypeDefinition>> = {
  template_blank: { type: 'template_blank', palettes: [], customizable: false },
  breeze: { type: 'breeze', palettes: PRESETS, customizable: true },
  material: { type: 'material', palettes: PRESETS, customizable: true },
  showcase_blank_without_image: { type: 'showcase_blank_without_image', palettes: PRESETS, customizable: true },
  rainbow: { type: 'rainbow', palettes: PRESETS, customizable: true },
  custom: { type: 'custom', palettes: [], customizable: true },
};

/** Alignments of a template theme's header. */
export const THEME_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type ThemeAlignment = (typeof THEME_ALIGNMENTS)[number];

/** The sample template theme (spec 2 §9: header #8B86CA, name #212121, title #4A4A4A, alignment left). */
export const SAMPLE_TEMPLATE_THEME = {
  name: 'Sample',
  align: 'left',
  header_background_color: '#8B86CA',
  assignment_name_color: '#212121',
  title_color: '#4A4A4A',
  footer: '',
  logo_id: null,
  logo_url: '',
  logo_alternative_text: '',
} as const;

/** Colours are hex (spec 3 §5 "Colour format is hex"). */
export const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
