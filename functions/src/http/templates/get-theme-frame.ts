import { SAMPLE_TEMPLATE_THEME, THEME_TYPE_DEFINITIONS, type getThemeFrame } from '@tessera/shared';
import { listOrganisationTemplateThemes } from '../../db/templates/template-themes';
import type { UseCase } from '../../lib/http/types';
import { presentTheme } from './present-theme';
import { SAMPLE_FORM } from './sample-form';

/**
 * GET /api/themes/{themeType}?with_form=true: what the theme frame /themes/{themeType}?with_form=true draws
 * (ADR 0016: the web app draws the frame from this JSON; the API serves no HTML). The theme type's preset
 * palettes (default c1), the organisation's default template theme (the sample theme of spec 2 §9 when it
 * has none) and, with with_form, a sample form. One Query after actor resolution (and one BatchGetItem of
 * the default theme's logo when it has one).
 */
export const getThemeFrameUseCase: UseCase<typeof getThemeFrame> = async ({ path, query }, { actor }) => {
  const definition = THEME_TYPE_DEFINITIONS[path.themeType];
  const themes = await listOrganisationTemplateThemes(actor.organisation.organizationId);
  const latest = themes.at(-1);
  const {
    id: _id,
    is_default: _default,
    version: _version,
    created_at: _created,
    updated_at: _updated,
    ...theme
  } = latest
    ? await presentTheme(latest, true)
    : { id: '', is_default: true, version: 0, created_at: '', updated_at: '', ...SAMPLE_TEMPLATE_THEME };
  return {
    type: definition.type,
    palettes: [...definition.palettes],
    default_palette: definition.palettes[0]?.id ?? null,
    customizable: definition.customizable,
    template_theme: theme,
    form: query.with_form === 'true' ? SAMPLE_FORM : null,
  };
};
