import type { listTemplateThemes } from '@tessera/shared';
import { listTemplateThemes as readThemes } from '../../db/templates/template-themes';
import type { UseCase } from '../../lib/http/types';
import { presentTheme } from './present-theme';

/** GET /api/template-themes (spec 2 §7 "Template themes list"): oldest first, the last the default; 1 Query. */
export const listTemplateThemesUseCase: UseCase<typeof listTemplateThemes> = async (_input, { actor }) => {
  const themes = await readThemes(actor.organisation.organizationId);
  return { items: await Promise.all(themes.map((theme, index) => presentTheme(theme, index === themes.length - 1))) };
};
