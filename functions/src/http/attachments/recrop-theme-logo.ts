import { conflict, notFound, type recropThemeLogo } from '@tessera/shared';
import { mediaReference, mediaUrl } from '../../adapters/media-links';
import { getAttachment } from '../../db/attachments/attachments';
import type { UseCase } from '../../lib/http/types';
import { getTemplateTheme, replaceTemplateTheme } from '../../ports/templates';
import { LOGO } from './crop-purposes';
import { cropAttachment, presentCropped } from './cropped-images';

/** `org/<orgId>/user/<ownerId>/<id>` → its owner and id, when it is one of this organisation's. */
function referenceOf(reference: string, organizationId: string) {
  const match = /^org\/([^/]+)\/user\/([^/]+)\/([0-9A-Z]{26})$/.exec(reference);
  return match && match[1] === organizationId
    ? { ownerId: match[2] as string, attachmentId: match[3] as string }
    : null;
}

/**
 * PUT /api/template_themes/{id}/logo (spec 2 §7 "cropping-attr"): the theme's logo cut again from the upload it
 * came from, and made the theme's logo at the version read (a stale one is 409, as for any theme save). A
 * theme whose logo is not one of ours (none, or an outside URL) has nothing to crop: 404.
 */
export const recropThemeLogoUseCase: UseCase<typeof recropThemeLogo> = async ({ path, body }, { actor }) => {
  const organizationId = actor.organisation.organizationId;
  const theme = await getTemplateTheme(organizationId, path.id);
  if (!theme) throw notFound();
  if (theme.version !== body.version) throw conflict('attachments.logo.theme_stale');
  const current = referenceOf(mediaReference(theme.logoUrl), organizationId);
  const logo = current && (await getAttachment(organizationId, current.ownerId, current.attachmentId));
  const original = logo?.derivedFrom ? await getAttachment(organizationId, logo.ownerId, logo.derivedFrom) : null;
  if (!original) throw notFound();
  const alternativeText = body.logo_alternative_text?.trim() ?? theme.logoAlternativeText;
  const image = await cropAttachment(original, body.cropping_attr, LOGO, alternativeText);
  const saved = await replaceTemplateTheme(
    {
      ...theme,
      logoUrl: image.key,
      logoAlternativeText: alternativeText,
      version: theme.version + 1,
      updatedAt: new Date().toISOString(),
    },
    theme.version,
  );
  if (!saved) throw conflict('attachments.logo.theme_stale');
  const cropped = await presentCropped({ image, original });
  return { ...cropped, url: await mediaUrl(image.key), logo_alternative_text: alternativeText };
};
