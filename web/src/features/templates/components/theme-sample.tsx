import type { getThemeFrame, ResponseBody, TemplateTheme } from '@tessera/shared';
import { useT } from '../../../lib/i18n';

export type SampleTheme = Pick<
  TemplateTheme,
  'name' | 'header_background_color' | 'assignment_name_color' | 'title_color' | 'align'
>;
type ThemeFrame = ResponseBody<typeof getThemeFrame>;
type Palette = ThemeFrame['palettes'][number];

/**
 * How a theme looks: the template theme's header with the template's name, its title colour, and the theme's
 * palette. The editor's choose-theme step and the theme frame route draw it the same way.
 */
export function ThemeSample({ title, theme, palette }: { title: string; theme: SampleTheme; palette?: Palette }) {
  const t = useT('templateEditor');
  return (
    <figure className="theme-sample" aria-label={t('theme.sample')}>
      <div
        className="theme-sample__header"
        style={{ background: theme.header_background_color, textAlign: theme.align as 'left' }}
      >
        <span className="theme-sample__name" style={{ color: theme.assignment_name_color, background: '#ffffff' }}>
          {title}
        </span>
      </div>
      <p className="theme-sample__title" style={{ color: theme.title_color }}>
        {theme.name}
      </p>
      {palette ? (
        <div className="theme-sample__palette">
          {(['title_color', 'top_bar_color', 'text_color', 'tab_color', 'page_bar_color'] as const).map((key) => (
            <span
              key={key}
              className="theme-sample__swatch"
              style={{ background: palette[key] }}
              title={palette[key]}
            />
          ))}
        </div>
      ) : null}
    </figure>
  );
}

/** The palette a frame draws with: its default one, else the first. */
export function framePalette(frame: ThemeFrame | undefined): Palette | undefined {
  return frame?.palettes.find((entry) => entry.id === frame.default_palette) ?? frame?.palettes[0];
}
