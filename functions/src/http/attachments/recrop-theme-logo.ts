import { conflict, notFound, type recropThemeLogo } from '@tessera/shared';
import { readAttachment } from '../../db/attachments/attachments';
import type { UseCase } from '../../lib/http/types';
import { imageUrl, isThemeLogo } from '../../ports/attachments';
import { getTemplateTheme, replaceTemplateTheme } from '../../ports/templates';
import { LOGO } from './crop-purposes';
import { cropAttachment, presentCropped } from './cropped-images';

/**
 * PUT /api/template_themes/{id}/logo (spec 2 §7 "cropping-attr"): the theme's logo cut again from the upload it
 * came from, and made the theme's logo at the version read (a stale one is 409, as for any theme save). A
 * theme without a cropped logo of ours (none, or one stored before issue 21 that names another file) has
 * nothing to crop: 404. The new crop belongs to the original's uploader, as the first one did.
 */
export const recropThemeLogoUseCase: UseCase<typeof recropThemeLogo> = async ({ path, body }, { actor }) => {
  const organizationId = actor.organisation.organizationId;
  const theme = await getTemplateTheme(organizationId, path.id);
  if (!theme) throw notFound();
  if (theme.version !== body.version) throw conflict('attachments.logo.theme_stale');
  const logo =
    theme.logoOwnerId !== null && theme.logoAttachmentId !== null
      ? await readAttachment(organizationId, theme.logoOwnerId, theme.logoAttachmentId)
      : null;
  const original =
    isThemeLogo(logo) && logo.derivedFrom ? await readAttachment(organizationId, logo.ownerId, logo.derivedFrom) : null;
  if (!original) throw notFound();
  const alternativeText = body.logo_alternative_text?.trim() ?? theme.logoAlternativeText;
  const image = await cropAttachment(original, body.cropping_attr, LOGO, alternativeText);
  const saved = await replaceTemplateTheme(
    {
      ...theme,
      logoOwnerId: image.ownerId,
      logoAttachmentId: image.attachmentId,
      logoAlternativeText: alternativeText,
      version: theme.version + 1,
      updatedAt: new Date().toISOString(),
    },
    theme.version,
  );
  if (!saved) throw conflict('attachments.logo.theme_stale');
  const cropped = await presentCropped({ image, original });
  return { ...cropped, url: await imageUrl(image), logo_alternative_text: alternativeText };
};
