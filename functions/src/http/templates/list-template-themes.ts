import type { listTemplateThemes } from '@tessera/shared';
import { listOrganisationTemplateThemes } from '../../db/templates/template-themes';
import type { UseCase } from '../../lib/http/types';
import { presentThemes } from './present-theme';

/**
 * GET /api/template-themes (spec 2 §7 "Template themes list"): oldest first, the last the default; 1 Query, and
 * one BatchGetItem for the logos when any theme has one.
 */
export const listTemplateThemesUseCase: UseCase<typeof listTemplateThemes> = async (_input, { actor }) => {
  const themes = await listOrganisationTemplateThemes(actor.organisation.organizationId);
  return { items: await presentThemes(themes, themes.at(-1)?.themeId ?? null) };
};
