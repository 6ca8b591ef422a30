import { conflict, notFound, type deleteTemplateTheme } from '@tessera/shared';
import { getTemplateTheme, removeTemplateTheme } from '../../db/templates/template-themes';
import type { UseCase } from '../../lib/http/types';

/**
 * DELETE /api/template-themes/{id}?version=N: at the version read. Templates that named it show the
 * organisation's default theme (ADR 0016), so a theme in use may go.
 */
export const deleteTemplateThemeUseCase: UseCase<typeof deleteTemplateTheme> = async ({ path, query }, { actor }) => {
  const theme = await getTemplateTheme(actor.organisation.organizationId, path.id);
  if (!theme) throw notFound();
  if (theme.version !== query.version || !(await removeTemplateTheme(theme, query.version))) {
    throw conflict('templates.theme.stale');
  }
  return { ok: true as const };
};
