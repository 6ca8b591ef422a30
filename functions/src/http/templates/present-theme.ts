import type { TemplateTheme } from '../../db/templates/template-themes';

/** A template theme under the spec's names (spec 2 §3 "Template theme"); the last one made is the default. */
export const presentTheme = (theme: TemplateTheme, isDefault: boolean) => ({
  id: theme.themeId,
  name: theme.name,
  align: theme.align,
  header_background_color: theme.headerBackgroundColor,
  assignment_name_color: theme.assignmentNameColor,
  title_color: theme.titleColor,
  footer: theme.footer,
  logo_url: theme.logoUrl,
  logo_alternative_text: theme.logoAlternativeText,
  is_default: isDefault,
  version: theme.version,
  created_at: theme.createdAt,
  updated_at: theme.updatedAt,
});
