import type { ThemeAlignment } from '@tessera/shared';
import { defineEntity } from '../../entity';

/**
 * One of the organisation's template themes (spec 2 §3 "Template theme"). The id is a ULID, so the
 * organisation's themes read in creation order and the last one is the default. The logo is named by its
 * attachment (its uploader and id, as the attachments context keys it), never by a key or a link a client sent
 * (issue 21); themes stored before kept the key as `logoUrl`, which the repository reads as the attachment it
 * names (template-themes.ts).
 */
export interface TemplateTheme {
  organizationId: string;
  themeId: string;
  name: string;
  align: ThemeAlignment;
  headerBackgroundColor: string;
  assignmentNameColor: string;
  titleColor: string;
  footer: string;
  /** The logo's attachment: a cropped logo (purpose logo) of `logoOwnerId`'s files, or both null. */
  logoOwnerId: string | null;
  logoAttachmentId: string | null;
  logoAlternativeText: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const templateThemeEntity = defineEntity<TemplateTheme>()({
  name: 'templateTheme',
  keyFields: ['organizationId', 'themeId'],
  key: ({ organizationId, themeId }) => ({ pk: `ORG#${organizationId}`, sk: `TEMPLATE_THEME#${themeId}` }),
  defaults: { footer: '', logoOwnerId: null, logoAttachmentId: null, logoAlternativeText: '', version: 1 },
});
