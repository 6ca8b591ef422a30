import type { TemplateTheme } from '../../db/templates/template-themes';
import { getAttachmentsByKeys, imageUrl, isThemeLogo } from '../../ports/attachments';

const logoKey = (ownerId: string, attachmentId: string) => `${ownerId}/${attachmentId}`;

/**
 * Links to the themes' logos by theme id: their attachments read in one BatchGetItem ("attachments by owner and
 * id"), each shown only while it is a cropped logo of the organisation (a theme stored before issue 21 may name
 * any file by its key: it shows none), as an image of its admitted type.
 */
async function logoLinks(themes: readonly TemplateTheme[]): Promise<Map<string, string>> {
  const named = themes.flatMap((theme) =>
    theme.logoOwnerId !== null && theme.logoAttachmentId !== null
      ? [{ theme, ownerId: theme.logoOwnerId, attachmentId: theme.logoAttachmentId }]
      : [],
  );
  if (named.length === 0) return new Map();
  const unique = new Map(named.map((entry) => [logoKey(entry.ownerId, entry.attachmentId), entry]));
  const found = await getAttachmentsByKeys(
    [...unique.values()].map(({ theme, ownerId, attachmentId }) => ({
      organizationId: theme.organizationId,
      ownerId,
      attachmentId,
    })),
  );
  const logos = new Map(
    found.filter(isThemeLogo).map((logo) => [logoKey(logo.ownerId, logo.attachmentId), logo] as const),
  );
  const links = await Promise.all(
    named.map(async ({ theme, ownerId, attachmentId }) => {
      const logo = logos.get(logoKey(ownerId, attachmentId));
      return [theme.themeId, logo ? await imageUrl(logo) : ''] as const;
    }),
  );
  return new Map(links);
}

/**
 * Template themes under the spec's names (spec 2 §3 "Template theme"); the last one made is the default
 * (`defaultThemeId`). A logo is named by its attachment and shown as a fresh link (ADR 0019).
 */
export async function presentThemes(themes: readonly TemplateTheme[], defaultThemeId: string | null) {
  const links = await logoLinks(themes);
  return themes.map((theme) => ({
    id: theme.themeId,
    name: theme.name,
    align: theme.align,
    header_background_color: theme.headerBackgroundColor,
    assignment_name_color: theme.assignmentNameColor,
    title_color: theme.titleColor,
    footer: theme.footer,
    logo_id: links.get(theme.themeId) ? theme.logoAttachmentId : null,
    logo_url: links.get(theme.themeId) ?? '',
    logo_alternative_text: theme.logoAlternativeText,
    is_default: theme.themeId === defaultThemeId,
    version: theme.version,
    created_at: theme.createdAt,
    updated_at: theme.updatedAt,
  }));
}

export const presentTheme = async (theme: TemplateTheme, isDefault: boolean) =>
  (await presentThemes([theme], isDefault ? theme.themeId : null))[0] as Awaited<
    ReturnType<typeof presentThemes>
  >[number];
