import { where } from '../expressions';
import { deleteItem, getItem, putItem, queryItems } from '../items';
import { templateThemeEntity, type TemplateTheme } from './entities/template-theme';

export type { TemplateTheme } from './entities/template-theme';

/** How themes stored before issue 21 named their logo: the object key `org/<orgId>/user/<ownerId>/<id>`. */
const LEGACY_LOGO_KEY = /^org\/([^/]+)\/user\/([^/]+)\/([0-9A-Z]{26})$/;

/**
 * A theme as stored, with a logo kept the old way (`logoUrl`, a storage key taken from the request) read as
 * the attachment that key names when it is one of this organisation's keys, else as no logo (an outside link,
 * another organisation's key). The presenter then shows it only if that attachment is a cropped logo, so a
 * theme that named someone's PDF shows none; the next save stores the new shape and drops `logoUrl`.
 */
function readTheme(stored: TemplateTheme & { logoUrl?: unknown }): TemplateTheme {
  const { logoUrl, ...theme } = stored;
  if (logoUrl === undefined || theme.logoAttachmentId !== null) return theme;
  const legacy = typeof logoUrl === 'string' ? LEGACY_LOGO_KEY.exec(logoUrl) : null;
  return legacy && legacy[1] === theme.organizationId
    ? { ...theme, logoOwnerId: legacy[2] as string, logoAttachmentId: legacy[3] as string }
    : theme;
}

/** Access pattern "an organisation's template themes": Query `pk = ORG#<orgId> AND begins_with(sk, TEMPLATE_THEME#)`, oldest first. */
export async function listOrganisationTemplateThemes(organizationId: string): Promise<TemplateTheme[]> {
  const { items } = await queryItems(templateThemeEntity, {
    partition: `ORG#${organizationId}`,
    prefix: 'TEMPLATE_THEME#',
    all: true,
  });
  // Oldest first by creation time (seeded themes have fixed ids, so the id alone does not order them).
  return items
    .map(readTheme)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.themeId.localeCompare(b.themeId));
}

export async function getTemplateTheme(organizationId: string, themeId: string): Promise<TemplateTheme | null> {
  const theme = await getItem(templateThemeEntity, { organizationId, themeId });
  return theme && readTheme(theme);
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
