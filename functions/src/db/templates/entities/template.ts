import type { TemplateState, ThemeType, WorkflowId } from '@tessera/shared';
import { defineEntity } from '../../entity';

/** Who wrote or sent a template, copied from their account so lists need no second read. */
export interface TemplatePerson {
  userId: string;
  firstName: string;
  lastName: string;
}

/** A transfer waiting on `toNodeId` (spec 2 §4): the template stays on `fromNodeId`, view-only, until then. */
export interface TemplateTransfer {
  fromNodeId: string;
  toNodeId: string;
  requestedBy: TemplatePerson | null;
  requestedAt: string;
}

/** A page of the template (spec 3 §3 "Page") with its component configurations in order, as checked. */
export interface TemplatePage {
  id: string;
  title: string;
  components: Record<string, unknown>[];
}

/** The template's flags (spec 2 §3), under the spec's names. */
export interface TemplateSettings {
  plagiarism_enabled: boolean;
  show_plagiarism_report_to_students: boolean;
  allowed_to_showcase: boolean;
  display_assessment_panel: boolean;
  display_on_timeline: boolean;
  is_go_react_template: boolean;
  can_move_components: boolean;
  can_update_pages: boolean;
  can_customize_theme_style: boolean;
  /**
   * is_show_names_to_submitters (spec 1 §3): the submitter sees the assessors' names on the assessments shown
   * to them. Absent on templates saved before it existed: read as false.
   */
  is_show_names_to_submitters?: boolean;
}

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
export interface Template {
  organizationId: string;
  templateId: string;
  nodeId: string;
  title: string;
  description: string;
  workflowId: WorkflowId;
  state: TemplateState;
  previousState: TemplateState | null;
  theme: ThemeType;
  templateThemeId: string | null;
  folderId: string | null;
  pages: TemplatePage[];
  dataTemplates: Record<string, unknown>;
  content: string;
  abstract: string;
  settings: TemplateSettings;
  rolesAllowedMoveToDone: string[];
  rubricIds: string[];
  author: TemplatePerson | null;
  transfer: TemplateTransfer | null;
  usageCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

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
});
