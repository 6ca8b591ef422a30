import * as z from 'zod/mini';
import { THEME_ALIGNMENTS } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/**
 * One of the organisation's template themes (spec 2 §3 "Template theme"). The id is a ULID, so the
 * organisation's themes read in creation order and the last one is the default. The logo is named by its
 * attachment (its uploader and id, as the attachments context keys it), never by a key or a link a client sent
 * (issue 21); themes stored before kept the key as `logoUrl`, which the repository reads as the attachment it
 * names (template-themes.ts).
 */
export const templateThemeRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    themeId: z.string(),
    name: z.string(),
    align: z.enum(THEME_ALIGNMENTS),
    headerBackgroundColor: z.string(),
    assignmentNameColor: z.string(),
    titleColor: z.string(),
    footer: z.string(),
    /** The logo's attachment: a cropped logo (purpose logo) of `logoOwnerId`'s files, or both null. */
    logoOwnerId: z.nullable(z.string()),
    logoAttachmentId: z.nullable(z.string()),
    logoAlternativeText: z.string(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type TemplateTheme = RecordOf<typeof templateThemeRecord>;

export const templateThemeEntity = defineEntity<TemplateTheme>()({
  name: 'templateTheme',
  keyFields: ['organizationId', 'themeId'],
  key: ({ organizationId, themeId }) => ({ pk: `ORG#${organizationId}`, sk: `TEMPLATE_THEME#${themeId}` }),
  defaults: { footer: '', logoOwnerId: null, logoAttachmentId: null, logoAlternativeText: '', version: 1 },
  record: templateThemeRecord,
});
