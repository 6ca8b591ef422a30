import { where } from '../expressions';
import { deleteItem, getItem, putItem, queryItems } from '../items';
import { templateThemeEntity, type TemplateTheme } from './entities/template-theme';

export type { TemplateTheme } from './entities/template-theme';

/** Access pattern "an organisation's template themes": Query `pk = ORG#<orgId> AND begins_with(sk, TEMPLATE_THEME#)`, oldest first. */
export async function listTemplateThemes(organizationId: string): Promise<TemplateTheme[]> {
  const { items } = await queryItems(templateThemeEntity, {
    partition: `ORG#${organizationId}`,
    prefix: 'TEMPLATE_THEME#',
    all: true,
  });
  // Oldest first by creation time (seeded themes have fixed ids, so the id alone does not order them).
  return items.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.themeId.localeCompare(b.themeId));
}

export function getTemplateTheme(organizationId: string, themeId: string): Promise<TemplateTheme | null> {
  return getItem(templateThemeEntity, { organizationId, themeId });
}

/** A new theme (its id is new, so it cannot exist). */
export async function insertTemplateTheme(theme: TemplateTheme): Promise<void> {
  await putItem(templateThemeEntity, theme);
}

/** Replaces a theme at the version read: false when it changed or went meanwhile. */
export function replaceTemplateTheme(theme: TemplateTheme, readVersion: number): Promise<boolean> {
  return putItem(templateThemeEntity, theme, {
    if: where.and((context) => `attribute_exists(${context.name('pk')})`, where.eq('version', readVersion)),
  });
}

/** Deletes a theme at the version read: false when it changed meanwhile. */
export function removeTemplateTheme(theme: TemplateTheme, readVersion: number): Promise<boolean> {
  return deleteItem(templateThemeEntity, theme, { if: where.eq('version', readVersion) });
}
