import type { TemplateTheme } from '../../db/templates/template-themes';
import { mediaUrl } from '../../ports/attachments';

/**
 * A template theme under the spec's names (spec 2 §3 "Template theme"); the last one made is the default. A logo
 * the attachments context cropped is kept as a reference and shown as a fresh link (ADR 0019).
 */
export const presentTheme = async (theme: TemplateTheme, isDefault: boolean) => ({
  id: theme.themeId,
  name: theme.name,
  align: theme.align,
  header_background_color: theme.headerBackgroundColor,
  assignment_name_color: theme.assignmentNameColor,
  title_color: theme.titleColor,
  footer: theme.footer,
  logo_url: await mediaUrl(theme.logoUrl),
  logo_alternative_text: theme.logoAlternativeText,
  is_default: isDefault,
  version: theme.version,
  created_at: theme.createdAt,
  updated_at: theme.updatedAt,
});
