import { message } from '../messages/index';
import {
  DEFAULT_CUSTOM_THEME,
  invalidCustomThemeFields,
  selectTheme,
  themeControls,
  themeSidebarMaxHeight,
} from './themes';

describe('custom theme (spec 3 §3)', () => {
  it.each([
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
  ])('accepts the offered font %s for every text of the theme', (font) => {
    expect(
      invalidCustomThemeFields({ fonts: { eportfolio_title: font, page_title: font, body_and_navigation: font } }),
    ).toEqual([]);
  });

  it.each(['Comic Sans MS', 'inter', 'Inter ', ''])('refuses the font %j, which is not offered', (font) => {
    expect(invalidCustomThemeFields({ fonts: { body_and_navigation: font } })).toEqual(['fonts.body_and_navigation']);
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
  it('offers "Customize Color Palette"', () => {
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

  it('keeps the theme sidebar 61 px shorter than the window (spec 3 §2)', () => {
    expect(themeSidebarMaxHeight(800)).toBe(739);
    expect(themeSidebarMaxHeight(40)).toBe(0);
  });
});
