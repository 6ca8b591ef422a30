import type { TemplateHistoryAction, TemplateHistoryRole } from '@tessera/shared';
import { defineEntity } from '../../entity';
import type { TemplatePerson } from './template';

/**
 * One entry of a template's activity history (spec 2 §2, §3 activity_histories): who did what, when, with the
 * history role they held. Written in the same transaction as the change it records; the id is a ULID, so a
 * template's entries read in time order (`TEMPLATE_HISTORY#<templateId>#<id>`).
 */
export interface TemplateHistoryEntry {
  organizationId: string;
  templateId: string;
  entryId: string;
  action: TemplateHistoryAction;
  /** Names the sentence needs (a copy's source title, the nodes of a move), as they were then. */
  details: Record<string, string>;
  by: TemplatePerson | null;
  role: TemplateHistoryRole;
  at: string;
}

export const templateHistoryEntity = defineEntity<TemplateHistoryEntry>()({
  name: 'templateHistory',
  keyFields: ['organizationId', 'templateId', 'entryId'],
  key: ({ organizationId, templateId, entryId }) => ({
    pk: `ORG#${organizationId}`,
    sk: `TEMPLATE_HISTORY#${templateId}#${entryId}`,
  }),
  defaults: { details: {}, by: null },
});
