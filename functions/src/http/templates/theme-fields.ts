import { invalidField, type createTemplateTheme, type RequestBody } from '@tessera/shared';
import type { TemplateTheme } from '../../db/templates/template-themes';
import type { Actor } from '../../lib/http/types';
import { readAttachment, isThemeLogo } from '../../ports/attachments';

type ThemeFields = Omit<TemplateTheme, 'organizationId' | 'themeId' | 'version' | 'createdAt' | 'updatedAt'>;

/**
 * The logo a save names (issue 21, probe finding 1): none, the theme's own (whoever uploaded it), or a logo the
 * caller cropped for a theme (POST /api/template_themes/logo: purpose logo, derived from the upload). Anything
 * else — another organisation's file, another member's, an upload made for something else, an id of nothing —
 * is refused on the field and nothing is saved, so a theme can never make a link to a file that is not a logo.
 */
async function themeLogo(
  actor: Actor,
  logoId: string | null,
  current: TemplateTheme | null,
): Promise<Pick<TemplateTheme, 'logoOwnerId' | 'logoAttachmentId'>> {
  if (logoId === null) return { logoOwnerId: null, logoAttachmentId: null };
  if (current && current.logoAttachmentId === logoId) {
    return { logoOwnerId: current.logoOwnerId, logoAttachmentId: current.logoAttachmentId };
  }
  const logo = await readAttachment(actor.organisation.organizationId, actor.userId, logoId);
  if (!isThemeLogo(logo)) throw invalidField('logo_id', 'templates.theme.logo_unknown');
  return { logoOwnerId: logo.ownerId, logoAttachmentId: logo.attachmentId };
}

/** The stored fields of a theme from the body the editor sends (`current`: the theme it changes, if any). */
export async function themeFields(
  body: RequestBody<typeof createTemplateTheme>,
  actor: Actor,
  current: TemplateTheme | null = null,
): Promise<ThemeFields> {
  return {
    name: body.name,
    align: body.align,
    headerBackgroundColor: body.header_background_color,
    assignmentNameColor: body.assignment_name_color,
    titleColor: body.title_color,
    footer: body.footer,
    ...(await themeLogo(actor, body.logo_id, current)),
    logoAlternativeText: body.logo_alternative_text,
  };
}
