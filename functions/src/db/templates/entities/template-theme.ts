import type { ThemeAlignment } from '@tessera/shared';
import { defineEntity } from '../../entity';

/**
 * One of the organisation's template themes (spec 2 §3 "Template theme"). The id is a ULID, so the
 * organisation's themes read in creation order and the last one is the default.
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
  logoUrl: string;
  logoAlternativeText: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const templateThemeEntity = defineEntity<TemplateTheme>()({
  name: 'templateTheme',
  keyFields: ['organizationId', 'themeId'],
  key: ({ organizationId, themeId }) => ({ pk: `ORG#${organizationId}`, sk: `TEMPLATE_THEME#${themeId}` }),
  defaults: { footer: '', logoUrl: '', logoAlternativeText: '', version: 1 },
});
