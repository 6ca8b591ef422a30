import * as z from 'zod/mini';
import { TEMPLATE_HISTORY_ACTIONS, TEMPLATE_HISTORY_ROLES } from '../../templates/template-history';
import { TEMPLATE_STATES } from '../../templates/template-state';
import { HEX_COLOUR, THEME_ALIGNMENTS, THEME_TYPES } from '../../templates/template-themes';
import { TEMPLATE_KINDS, WORKFLOW_IDS } from '../../workflows/workflow-catalogue';
import { WORKFLOW_ROLES } from '../../workflows/workflow-roles';
import { WORKFLOW_STATES } from '../../workflows/workflow-states';
import { idSchema, listCursorSchema } from '../identity/schemas';

/**
 * The templates context's HTTP shapes (spec 1 §3 "Template", "Component (common config)"; spec 2 §3
 * "Template", "Template theme"; spec 3 §3 "Template folder"). Names follow the spec (`page_templates`,
 * `component_configuration`, `data_templates`, `template_folder_id`, `roles_allowed_move_to_done`); what it
 * leaves open is named in the same style.
 */
export const templateStateSchema = z.enum(TEMPLATE_STATES);
export const workflowIdSchema = z.enum(WORKFLOW_IDS);
export const templatePathSchema = z.object({ id: idSchema });

/** The version the caller read: a change over a newer one is a 409 (a stale save). */
export const templateVersionSchema = z.int().check(z.gte(1)).check(z.lte(1_000_000_000));
export const templateVersionBodySchema = z.object({ version: templateVersionSchema });
export const templateVersionQuerySchema = z.object({
  version: z.pipe(z.coerce.number(), templateVersionSchema),
});

export const templatePersonSchema = z.object({ id: idSchema, first_name: z.string(), last_name: z.string() });
export const templateNodeSchema = z.object({ id: idSchema, text: z.string(), path: z.array(idSchema) });

export const templateTransferSchema = z.object({
  from_node: templateNodeSchema,
  to_node: templateNodeSchema,
  requested_by: z.nullable(templatePersonSchema),
  requested_at: z.string(),
});

/** What the caller may do with the template now (shared/src/templates/template-actions.ts). */
export const templateActionsSchema = z.object({
  can_edit: z.boolean(),
  can_publish: z.boolean(),
  can_unpublish: z.boolean(),
  can_move: z.boolean(),
  can_transfer: z.boolean(),
  can_accept: z.boolean(),
  can_reject: z.boolean(),
  can_delete: z.boolean(),
  can_copy: z.boolean(),
});

/** One row of a template list (spec 2 §3 "Template", spec 3 §3 "a list of transfers"). */
export const templateSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  /** The workflow id (spec 1 §3 "workflow or workflow_name") and its display name in the caller's language. */
  workflow: workflowIdSchema,
  workflow_name: z.string(),
  template_kind: z.enum(TEMPLATE_KINDS),
  state: templateStateSchema,
  /** The state before publishing (spec 2 §4 "publishing … remembers the previous state"). */
  previous_state: z.nullable(templateStateSchema),
  uri: z.string(),
  hierarchy_id: idSchema,
  node: templateNodeSchema,
  template_folder_id: z.nullable(idSchema),
  author: z.nullable(templatePersonSchema),
  transfer: z.nullable(templateTransferSchema),
  /** True on the row of a transfer waiting on the listed node (the template still belongs to its sender). */
  incoming: z.boolean(),
  /** The rubrics the template's rubric components use (each use recorded on the rubric). */
  rubric_ids: z.array(idSchema),
  pages_count: z.int(),
  components_count: z.int(),
  version: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
  ...templateActionsSchema.shape,
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

/** A page of the template editor (spec 3 §3 "Page": title, order; its components in order). */
export const templatePageSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  /** Page name, at most 60 characters (spec 3 §5); a blank one is saved as "Blank". */
  title: z.string().check(z.maxLength(60)),
  /**
   * Component configurations (spec 1 §3), each checked by the component registry's schema and the
   * configuration rules; errors are keyed `page_templates.<i>.components.<j>.<field>`.
   */
  components: z.array(z.record(z.string(), z.unknown())).check(z.maxLength(100)),
});
export type TemplatePageInput = z.infer<typeof templatePageSchema>;

const flag = z.optional(z.boolean());

/** What the editor sends on every save (create and update alike). */
export const templateFieldsSchema = z.object({
  title: z.string().check(z.maxLength(255)),
  description: z.optional(z.string().check(z.maxLength(5000))),
  workflow: workflowIdSchema,
  /** The theme type (default template_blank, spec 1 §9). */
  theme: z.optional(z.enum(THEME_TYPES)),
  template_theme_id: z.optional(z.nullable(idSchema)),
  template_folder_id: z.optional(z.nullable(idSchema)),
  page_templates: z.array(templatePageSchema).check(z.maxLength(100)),
  /** Default content by component id (spec 3 §3 "content map"), each checked against its kind. */
  data_templates: z.optional(z.record(z.string().check(z.maxLength(128)), z.unknown())),
  /** The html template of spec 3 §3 "Content template". */
  content: z.optional(z.string().check(z.maxLength(300_000))),
  abstract: z.optional(z.string().check(z.maxLength(5000))),
  plagiarism_enabled: flag,
  show_plagiarism_report_to_students: flag,
  allowed_to_showcase: flag,
  display_assessment_panel: flag,
  /** The submitter sees the assessors' names on the assessments shown to them (spec 1 §3); false by default. */
  is_show_names_to_submitters: flag,
  display_on_timeline: flag,
  is_go_react_template: flag,
  can_move_components: flag,
  can_update_pages: flag,
  can_customize_theme_style: flag,
  /** Internship workflows only; defaults to mentor_assessors and internship_supervisor_assessors (spec 2 §6). */
  roles_allowed_move_to_done: z.optional(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(10))),
});
export type TemplateFields = z.infer<typeof templateFieldsSchema>;

export const createTemplateBodySchema = z.extend(templateFieldsSchema, { node_id: idSchema });
export const updateTemplateBodySchema = z.extend(templateFieldsSchema, { version: templateVersionSchema });

/** The whole template (spec 1 §3, spec 2 §3) with its list row's fields. */
export const templateSchema = z.extend(templateSummarySchema, {
  theme: z.enum(THEME_TYPES),
  template_theme_id: z.nullable(idSchema),
  page_templates: z.array(
    z.object({ id: z.string(), title: z.string(), components: z.array(z.record(z.string(), z.unknown())) }),
  ),
  /** Every component's configuration by component id (spec 1 §3), as stored with its permissions. */
  component_configuration: z.record(z.string(), z.record(z.string(), z.unknown())),
  data_templates: z.record(z.string(), z.unknown()),
  content: z.string(),
  abstract: z.string(),
  plagiarism_enabled: z.boolean(),
  show_plagiarism_report_to_students: z.boolean(),
  allowed_to_showcase: z.boolean(),
  display_assessment_panel: z.boolean(),
  is_show_names_to_submitters: z.boolean(),
  display_on_timeline: z.boolean(),
  is_go_react_template: z.boolean(),
  can_move_components: z.boolean(),
  can_update_pages: z.boolean(),
  can_customize_theme_style: z.boolean(),
  roles_allowed_move_to_done: z.array(z.string()),
});
export type Template = z.infer<typeof templateSchema>;

export const templateFolderSchema = z.object({
  id: idSchema,
  name: z.string(),
  hierarchy_id: idSchema,
  templates_count: z.int(),
  version: z.int(),
  created_at: z.string(),
});
export type TemplateFolder = z.infer<typeof templateFolderSchema>;

/** GET /api/templates: a node's templates (and the transfers waiting on it), searched and paged. */
export const templateListQuerySchema = z.object({
  node: idSchema,
  /** Part of the title, any case. */
  search: z.optional(z.string().check(z.maxLength(255))),
  /** A folder of the node, or `none` for the templates in no folder; absent: all. */
  folder: z.optional(idSchema),
  /** Title (A–Z, the default) or date (last change, newest first), as the rubric list sorts. */
  sort: z.optional(z.enum(['title', 'date'])),
  /** Where the page starts: the `cursor` of the previous page's answer, sent back as it came (ADR 0028 §4). */
  cursor: z.optional(listCursorSchema),
});

/** A page of the list and the node's folders: `more` says whether another page may follow, read with `cursor`. */
export const templatePageListSchema = z.object({
  items: z.array(templateSummarySchema),
  folders: z.array(templateFolderSchema),
  page_size: z.int(),
  more: z.boolean(),
  cursor: z.nullable(z.string()),
});

/** A change's answer: the template's row as it is now (it replaces the old row) and the sentence to show. */
export const templateChangeSchema = z.object({ template: templateSummarySchema, message: z.string() });

export const templateNodeBodySchema = z.object({ node_id: idSchema, version: templateVersionSchema });
export const moveTemplateBodySchema = z.extend(templateNodeBodySchema, {
  /** Required when the node cannot reach some of the template's rubrics: those rubric components go. */
  confirm: z.optional(z.boolean()),
});
export const acceptTemplateTransferBodySchema = z.extend(templateVersionBodySchema, {
  confirm: z.optional(z.boolean()),
});

/** A rubric the target node cannot reach, with the node it belongs to and why (spec 2 §8). */
export const unreachableRubricSchema = z.object({
  id: idSchema,
  title: z.string(),
  node: z.nullable(templateNodeSchema),
  reason: z.string(),
});

export const templateMoveCheckSchema = z.object({
  can_move: z.boolean(),
  /** Why it cannot move, or what confirming will do; null when it simply can. */
  message: z.nullable(z.string()),
  confirm_needed: z.boolean(),
  rubrics: z.array(unreachableRubricSchema),
});

export const templateHistorySchema = z.object({
  roles: z.array(z.object({ id: z.enum(TEMPLATE_HISTORY_ROLES), name: z.string() })),
  items: z.array(
    z.object({
      id: idSchema,
      action: z.enum(TEMPLATE_HISTORY_ACTIONS),
      description: z.string(),
      at: z.string(),
      by: z.nullable(templatePersonSchema),
      role: z.enum(TEMPLATE_HISTORY_ROLES),
      role_name: z.string(),
    }),
  ),
});

export const folderNameSchema = z.string().check(z.maxLength(255));
export const createTemplateFolderBodySchema = z.object({ node_id: idSchema, name: folderNameSchema });
export const renameTemplateFolderBodySchema = z.object({ name: folderNameSchema, version: templateVersionSchema });

const colour = z.string().check(z.regex(HEX_COLOUR, { message: 'templates.theme.colour_invalid' }));

/** A template theme (spec 2 §3 "Template theme"). */
export const templateThemeFieldsSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  align: z._default(z.enum(THEME_ALIGNMENTS), 'left'),
  header_background_color: colour,
  assignment_name_color: colour,
  title_color: colour,
  footer: z._default(z.string().check(z.maxLength(2000)), ''),
  /**
   * The logo: the id of a logo the caller uploaded (POST /api/template_themes/logo answers it as `image.id`), the
   * theme's current one, or null for none. A link or a storage key is never taken for a logo (issue 21).
   */
  logo_id: z._default(z.nullable(idSchema), null),
  /** Answered as a fresh link to the logo; a request may only send '' (no logo), as older clients do. */
  logo_url: z.optional(z.literal('', { message: 'templates.theme.logo_is_uploaded' })),
  /** Alt text max 125 (spec 2 §9). */
  logo_alternative_text: z._default(z.string().check(z.maxLength(125)), ''),
});
export const updateTemplateThemeBodySchema = z.extend(templateThemeFieldsSchema, { version: templateVersionSchema });

export const templateThemeSchema = z.object({
  id: idSchema,
  name: z.string(),
  align: z.enum(THEME_ALIGNMENTS),
  header_background_color: z.string(),
  assignment_name_color: z.string(),
  title_color: z.string(),
  footer: z.string(),
  /** The logo's attachment (one of its uploader's cropped logos), or null. */
  logo_id: z.nullable(z.string()),
  /** A short-lived link to the logo, or '' when the theme has none. */
  logo_url: z.string(),
  logo_alternative_text: z.string(),
  /** The organisation's default theme: the last one made. */
  is_default: z.boolean(),
  version: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TemplateTheme = z.infer<typeof templateThemeSchema>;

const paletteSchema = z.object({
  id: z.string(),
  title_color: z.string(),
  top_bar_color: z.string(),
  text_color: z.string(),
  tab_color: z.string(),
  page_bar_color: z.string(),
});

/** What the theme frame draws (docs/adr/0016-template-library.md: the web app draws it from this). */
export const themeFrameSchema = z.object({
  type: z.enum(THEME_TYPES),
  palettes: z.array(paletteSchema),
  default_palette: z.nullable(z.string()),
  customizable: z.boolean(),
  /** The organisation's default template theme, or the sample theme when it has none. */
  template_theme: z.omit(templateThemeSchema, {
    id: true,
    is_default: true,
    version: true,
    created_at: true,
    updated_at: true,
  }),
  /** with_form=true: a sample template page to draw in the theme. */
  form: z.nullable(
    z.object({
      title: z.string(),
      pages: z.array(
        z.object({ id: z.string(), title: z.string(), components: z.array(z.record(z.string(), z.unknown())) }),
      ),
    }),
  ),
});

const labelled = <S extends z.ZodMiniType>(id: S) => z.object({ id, label: z.string() });

/** A workflow as the template editor needs it (spec 1 §2–4, §6; spec 2 §2–4, §6). */
export const workflowSchema = z.object({
  id: workflowIdSchema,
  name: z.string(),
  template_kind: z.enum(TEMPLATE_KINDS),
  assessed: z.boolean(),
  editor_steps: z.array(labelled(z.enum(['create-content', 'choose-theme', 'settings', 'preview']))),
  states: z.array(labelled(z.enum(WORKFLOW_STATES))),
  roles: z.array(z.enum(WORKFLOW_ROLES)),
  max_pages: z.int(),
  /** Whether the plagiarism option is offered to the caller for this workflow (spec 1 §6). */
  plagiarism_available: z.boolean(),
  roles_allowed_move_to_done: z.array(z.string()),
});
export type Workflow = z.infer<typeof workflowSchema>;

export const workflowListQuerySchema = z.object({
  /** true: assessed workflows only; false: the others. */
  assessment: z.optional(z.enum(['true', 'false'])),
  /** A template kind (spec 1 §3). */
  type: z.optional(z.enum(TEMPLATE_KINDS)),
});

/** GET /api/templates/{id}/snapshots: a page of the template's published versions. */
export const templateSnapshotListQuerySchema = z.object({
  /** Where the page starts: the `cursor` of the previous page's answer, sent back as it came. */
  cursor: z.optional(listCursorSchema),
});

/**
 * A template's versions as portfolios run them (ADR 0028 §2): each snapshot a portfolio was made from or moved
 * to, newest first, with when it was published, the template's version then (null where it is not known: a
 * snapshot in use before counts were kept) and how many portfolios run it now. `current` marks the one the
 * template publishes now.
 */
export const templateSnapshotListSchema = z.object({
  items: z.array(
    z.object({
      snapshot_id: z.string(),
      published_at: z.string(),
      template_version: z.nullable(z.int()),
      portfolio_count: z.int(),
      current: z.boolean(),
    }),
  ),
  page_size: z.int(),
  more: z.boolean(),
  cursor: z.nullable(z.string()),
});
