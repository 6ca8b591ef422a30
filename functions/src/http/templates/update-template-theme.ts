import { conflict, notFound, type updateTemplateTheme } from '@tessera/shared';
import {
  getTemplateTheme,
  listOrganisationTemplateThemes,
  replaceTemplateTheme,
  type TemplateTheme,
} from '../../db/templates/template-themes';
import type { UseCase } from '../../lib/http/types';
import { presentTheme } from './present-theme';
import { themeFields } from './theme-fields';

/** PUT /api/template-themes/{id} (spec 2 §7 "Template themes … update"): at the version read (else 409). */
export const updateTemplateThemeUseCase: UseCase<typeof updateTemplateTheme> = async ({ path, body }, { actor }) => {
  const organizationId = actor.organisation.organizationId;
  const [theme, themes] = await Promise.all([
    getTemplateTheme(organizationId, path.id),
    listOrganisationTemplateThemes(organizationId),
  ]);
  if (!theme) throw notFound();
  if (theme.version !== body.version) throw conflict('templates.theme.stale');
  const { version: _version, ...fields } = body;
  const next: TemplateTheme = {
    ...theme,
    ...(await themeFields(fields, actor, theme)),
    version: theme.version + 1,
    updatedAt: new Date().toISOString(),
  };
  if (!(await replaceTemplateTheme(next, theme.version))) throw conflict('templates.theme.stale');
  return presentTheme(next, themes.at(-1)?.themeId === theme.themeId);
};
