import * as z from 'zod/mini';
import { TEMPLATE_HISTORY_ACTIONS, TEMPLATE_HISTORY_ROLES } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';
import { templatePersonRecord } from './template';

/**
 * One entry of a template's activity history (spec 2 §2, §3 activity_histories): who did what, when, with the
 * history role they held. Written in the same transaction as the change it records; the id is a ULID, so a
 * template's entries read in time order (`TEMPLATE_HISTORY#<templateId>#<id>`).
 */
export const templateHistoryEntryRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    templateId: z.string(),
    entryId: z.string(),
    action: z.enum(TEMPLATE_HISTORY_ACTIONS),
    /** Names the sentence needs (a copy's source title, the nodes of a move), as they were then. */
    details: z.record(z.string(), z.string()),
    by: z.nullable(templatePersonRecord()),
    role: z.enum(TEMPLATE_HISTORY_ROLES),
    at: z.string(),
  }),
);
export type TemplateHistoryEntry = RecordOf<typeof templateHistoryEntryRecord>;

export const templateHistoryEntity = defineEntity<TemplateHistoryEntry>()({
  name: 'templateHistory',
  keyFields: ['organizationId', 'templateId', 'entryId'],
  key: ({ organizationId, templateId, entryId }) => ({
    pk: `ORG#${organizationId}`,
    sk: `TEMPLATE_HISTORY#${templateId}#${entryId}`,
  }),
  defaults: { details: {}, by: null },
  record: templateHistoryEntryRecord,
});
