import { message } from '../messages/index';
import {
  CUSTOM_THEME_FONTS,
  DEFAULT_CUSTOM_THEME,
  invalidCustomThemeFields,
  PALETTE_THEMES,
  selectTheme,
  THEME_GAPS,
  THEME_PALETTES,
  themeControls,
  themeSidebarMaxHeight,
} from './themes';

describe('custom theme (spec 3 §3)', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_CUSTOM_THEME).toEqual({
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
    });
  });

  it('offers the fifteen fonts', () => {
    expect(CUSTOM_THEME_FONTS).toHaveLength(15);
    expect(CUSTOM_THEME_FONTS[0]).toBe('Inter');
    expect(CUSTOM_THEME_FONTS).toContain('Cormorant Garamond');
  });

  it.each([
    [{}, []],
    [DEFAULT_CUSTOM_THEME, []],
    [{ navigation_type: 'vertical', fonts: { page_title: 'Arvo' }, colors: { body_text: '#000' } }, []],
    [{ navigation_type: 'bottom' }, ['navigation_type']],
    [{ fonts: { page_title: 'Comic Sans MS' } }, ['fonts.page_title']],
    [{ colors: { header_text: 'white', body_text: '#12345' } }, ['colors.header_text', 'colors.body_text']],
  ])('%j has invalid fields %j', (theme, fields) => {
    expect(invalidCustomThemeFields(theme)).toEqual(fields);
  });
});

describe('palette themes (spec 3 §3, §4, §9)', () => {
  it('has four palette themes with c1–c5', () => {
    expect(PALETTE_THEMES).toEqual(['breeze', 'material', 'showcase_blank_without_image', 'rainbow']);
    expect(THEME_PALETTES).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    expect(message('showcases.theme.customize_palette')).toBe('Customize Color Palette');
  });

  it.each([
    [
      { theme: 'breeze', color: 'customize', customize: { title_color: '#111' } },
      'rainbow',
      { theme: 'rainbow', color: 'c1', customize: null },
    ],
    [{ theme: 'breeze', color: 'c3', customize: null }, 'breeze', { theme: 'breeze', color: 'c3', customize: null }],
  ])('from %j picking %s → %j', (current, theme, next) => {
    expect(selectTheme(current, theme)).toEqual(next);
  });

  it.each([
    [
      { theme: 'template_blank', color: 'customize' },
      { showPalette: false, showColoursTab: false, showCustomizeControls: false },
    ],
    [
      { theme: 'material', color: 'c2' },
      { showPalette: true, showColoursTab: true, showCustomizeControls: false },
    ],
    [
      { theme: 'material', color: 'customize' },
      { showPalette: true, showColoursTab: true, showCustomizeControls: true },
    ],
  ])('%j shows %j', (selection, controls) => {
    expect(themeControls(selection)).toEqual(controls);
  });

  it('has the theme gaps and sidebar height (spec 3 §2, §9)', () => {
    expect(THEME_GAPS).toEqual({ default: 75, custom: 118, template: 155 });
    expect(themeSidebarMaxHeight(800)).toBe(739);
    expect(themeSidebarMaxHeight(40)).toBe(0);
  });
});
