import type { uploadThemeLogo } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { LOGO } from './crop-purposes';
import { admitAndCrop, presentCropped } from './cropped-images';

/**
 * POST /api/template_themes/logo (spec 2 §5, §7): an administrator's uploaded logo (signed with purpose logo:
 * jpg, jpeg, png, bmp, at most 5 MB) admitted by its bytes and cropped, at least 25×25, with its alternative
 * text. `url` shows it now; `image.id` is what a theme's `logo_id` names (only the caller's own cropped logos
 * are taken, templates/theme-fields.ts), and templates present it as a fresh link.
 */
export const uploadThemeLogoUseCase: UseCase<typeof uploadThemeLogo> = async ({ body }, { actor }) => {
  const owner = { organizationId: actor.organisation.organizationId, ownerId: actor.userId };
  const alternativeText = body.logo_alternative_text.trim();
  const cropped = await presentCropped(await admitAndCrop(owner, body.key, body.cropping_attr, LOGO, alternativeText));
  return { ...cropped, url: cropped.image.url, logo_alternative_text: alternativeText };
};
