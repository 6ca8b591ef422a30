import type { createTemplateTheme } from '@tessera/shared';
import { ulid } from 'ulid';
import { insertTemplateTheme, type TemplateTheme } from '../../db/templates/template-themes';
import type { UseCase } from '../../lib/http/types';
import { presentTheme } from './present-theme';
import { themeFields } from './theme-fields';

/**
 * POST /api/template-themes (spec 2 §7 "Template themes … create"): the new theme becomes the default. Its logo
 * is one the caller uploaded for a theme, named by id (theme-fields.ts), or none.
 */
export const createTemplateThemeUseCase: UseCase<typeof createTemplateTheme> = async ({ body }, { actor }) => {
  const now = new Date().toISOString();
  const theme: TemplateTheme = {
    organizationId: actor.organisation.organizationId,
    themeId: ulid(),
    ...(await themeFields(body, actor)),
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  await insertTemplateTheme(theme);
  return presentTheme(theme, true);
};
