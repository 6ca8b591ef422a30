import type { createTemplateTheme, RequestBody } from '@tessera/shared';
import type { TemplateTheme } from '../../db/templates/template-themes';
import { mediaReference } from '../../ports/attachments';

/** The stored fields of a theme from the body the editor sends. */
export const themeFields = (
  body: RequestBody<typeof createTemplateTheme>,
): Omit<TemplateTheme, 'organizationId' | 'themeId' | 'version' | 'createdAt' | 'updatedAt'> => ({
  name: body.name,
  align: body.align,
  headerBackgroundColor: body.header_background_color,
  assignmentNameColor: body.assignment_name_color,
  titleColor: body.title_color,
  footer: body.footer,
  // A link to a cropped logo (as the theme was shown, or as the logo upload answered) is kept as its reference.
  logoUrl: mediaReference(body.logo_url),
  logoAlternativeText: body.logo_alternative_text,
});
