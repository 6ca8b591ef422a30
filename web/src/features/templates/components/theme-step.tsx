import { useId, type Dispatch } from 'react';
import { THEME_TYPES } from '@tessera/shared';
import { SelectField } from '../../../components/ui/select-field';
import { QueryStatus } from '../../../components/ui/query-status';
import { useT } from '../../../lib/i18n';
import { useThemeFrame } from '../api/get-theme-frame';
import { useTemplateThemes } from '../api/list-template-themes';
import type { DraftAction, TemplateDraft } from '../utils/editor-state';
import { framePalette, ThemeSample, type SampleTheme } from './theme-sample';

/**
 * The choose-theme step ("Design" for ePortfolio workflows, spec 1 §2): the theme type (default
 * template_blank), the organisation's template theme (none: the default one, the last made), and a sample of
 * how they look (drawn from GET /api/themes/{type}, as the theme frame is).
 */
export function ThemeStep({ draft, dispatch }: { draft: TemplateDraft; dispatch: Dispatch<DraftAction> }) {
  const t = useT('templateEditor');
  const themes = useTemplateThemes();
  const frame = useThemeFrame(draft.theme);
  const legendId = useId();
  const items = themes.data?.items ?? [];
  const chosen: SampleTheme | undefined =
    items.find((theme) => theme.id === draft.template_theme_id) ??
    items.find((theme) => theme.is_default) ??
    frame.data?.template_theme;
  const palette = framePalette(frame.data);
  return (
    <div className="form theme-step">
      <fieldset className="fieldset" aria-labelledby={legendId}>
        <legend id={legendId} className="fieldset__legend">
          {t('theme.type')}
        </legend>
        <div className="theme-step__types">
          {THEME_TYPES.map((type) => (
            <div key={type} className="field field--checkbox">
              <input
                id={`theme-${type}`}
                type="radio"
                name="theme-type"
                checked={draft.theme === type}
                onChange={() => dispatch({ type: 'setTheme', theme: type })}
              />
              <label htmlFor={`theme-${type}`}>{t(`theme.types.${type}`)}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <QueryStatus query={themes} />
      <SelectField
        label={t('theme.templateTheme')}
        value={draft.template_theme_id ?? ''}
        onChange={(event) => dispatch({ type: 'setTemplateTheme', id: event.target.value || null })}
      >
        <option value="">{t('theme.defaultTheme')}</option>
        {items.map((theme) => (
          <option key={theme.id} value={theme.id}>
            {theme.name}
          </option>
        ))}
      </SelectField>
      {chosen ? <ThemeSample title={draft.title || t('theme.sampleTitle')} theme={chosen} palette={palette} /> : null}
    </div>
  );
}
