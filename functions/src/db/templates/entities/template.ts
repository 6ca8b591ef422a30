import * as z from 'zod/mini';
import { TEMPLATE_STATES, THEME_TYPES, WORKFLOW_IDS } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { recordParts, recordSchema, type RecordOf } from '../../records';

/** Who wrote or sent a template, copied from their account so lists need no second read. */
export const templatePersonRecord = recordSchema(recordParts.person);
export type TemplatePerson = RecordOf<typeof templatePersonRecord>;

/** A transfer waiting on `toNodeId` (spec 2 §4): the template stays on `fromNodeId`, view-only, until then. */
export const templateTransferRecord = recordSchema(() =>
  z.object({
    fromNodeId: z.string(),
    toNodeId: z.string(),
    requestedBy: z.nullable(templatePersonRecord()),
    requestedAt: z.string(),
  }),
);
export type TemplateTransfer = RecordOf<typeof templateTransferRecord>;

/** A page of the template (spec 3 §3 "Page") with its component configurations in order, as checked. */
export const templatePageRecord = recordSchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    components: z.array(recordParts.json()),
  }),
);
export type TemplatePage = RecordOf<typeof templatePageRecord>;

/** The template's flags (spec 2 §3), under the spec's names. */
export const templateSettingsRecord = recordSchema(() =>
  z.object({
    plagiarism_enabled: z.boolean(),
    show_plagiarism_report_to_students: z.boolean(),
    allowed_to_showcase: z.boolean(),
    display_assessment_panel: z.boolean(),
    display_on_timeline: z.boolean(),
    is_go_react_template: z.boolean(),
    can_move_components: z.boolean(),
    can_update_pages: z.boolean(),
    can_customize_theme_style: z.boolean(),
    /**
     * is_show_names_to_submitters (spec 1 §3): the submitter sees the assessors' names on the assessments shown
     * to them. Absent on templates saved before it existed: read as false.
     */
    is_show_names_to_submitters: z.optional(z.boolean()),
  }),
);
export type TemplateSettings = RecordOf<typeof templateSettingsRecord>;

/**
 * A template (spec 1 §3, spec 2 §3) on a hierarchy node. One item holds everything, pages and components
 * included (docs/adr/0016-template-library.md: the record is kept under TEMPLATE_ITEM_LIMIT_BYTES, measured,
 * so it always fits DynamoDB's 400 KB item). It has no index keys: lists read its row (template-row.ts),
 * written in the same transaction by every change.
 * - `rubricIds`: the rubrics its rubric components use; each counts one use on the rubric (ports/rubrics.ts),
 *   taken and released in the template's own transactions.
 * - `usageCount`: the courses and activities using the template (ports/templates.ts); delete needs 0.
 * - `version` guards every change a person makes (a stale one is a 409).
 */
export const templateRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    templateId: z.string(),
    nodeId: z.string(),
    title: z.string(),
    description: z.string(),
    workflowId: z.enum(WORKFLOW_IDS),
    state: z.enum(TEMPLATE_STATES),
    previousState: z.nullable(z.enum(TEMPLATE_STATES)),
    theme: z.enum(THEME_TYPES),
    templateThemeId: z.nullable(z.string()),
    folderId: z.nullable(z.string()),
    pages: z.array(templatePageRecord()),
    dataTemplates: z.record(z.string(), z.unknown()),
    content: z.string(),
    abstract: z.string(),
    settings: templateSettingsRecord(),
    rolesAllowedMoveToDone: z.array(z.string()),
    rubricIds: z.array(z.string()),
    /**
     * The snapshot of its pages, data templates and settings as last saved (template-snapshot.ts): what a
     * portfolio made from it now runs. Null on templates not saved since snapshots existed.
     */
    snapshotId: z.nullable(z.string()),
    author: z.nullable(templatePersonRecord()),
    transfer: z.nullable(templateTransferRecord()),
    usageCount: z.number(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type Template = RecordOf<typeof templateRecord>;

export const TEMPLATE_DEFAULTS = {
  description: '',
  previousState: null,
  theme: 'template_blank',
  templateThemeId: null,
  folderId: null,
  dataTemplates: {},
  content: '',
  abstract: '',
  rolesAllowedMoveToDone: [],
  rubricIds: [],
  snapshotId: null,
  author: null,
  transfer: null,
  usageCount: 0,
  version: 1,
} satisfies Partial<Template>;

export const templateEntity = defineEntity<Template>()({
  name: 'template',
  keyFields: ['organizationId', 'templateId'],
  key: ({ organizationId, templateId }) => ({ pk: `ORG#${organizationId}`, sk: `TEMPLATE#${templateId}` }),
  defaults: TEMPLATE_DEFAULTS,
  record: templateRecord,
});
