import * as z from 'zod/mini';
import { WORKFLOW_IDS } from '../../workflows/workflow-catalogue';
import { assessmentsVisibilitySchema } from '../../workflows/collaborative-assessment';
import { COMPONENT_MODES } from '../../workflows/component-mode';
import { WORKFLOW_ROLES } from '../../workflows/workflow-roles';
import { WORKFLOW_STATES } from '../../workflows/workflow-states';
import { idSchema } from '../identity/schemas';
import { attachmentSchema } from '../attachments/schemas';
import { COMPONENT_ALT_TEXT_MAX_LENGTH } from '../../components/character-limit';
import { MEDIA_EVIDENCE_KINDS } from '../../portfolios/evidence';
import { PORTFOLIO_CATEGORIES } from '../../portfolios/categories';

/**
 * The portfolios context's HTTP shapes (spec 1 §3 "Portfolio / evidence", "Revision", "Annotation/comment";
 * spec 1 §7 the calls). Names follow the spec (`portfolio_action`, `auto_save`, `can_withdraw`,
 * `history_revisions`, `commentable_revision`, `for_revision`, `reference_component_id`, ...); what it leaves
 * open is named in the same style. Every portfolio answers what the caller may do with it now (buttons,
 * component modes, permissions, can_withdraw, auto-save eligibility) and carries its `version`.
 */
export const PORTFOLIO_PAGE_SIZE = 15;
export const PORTFOLIO_LIMITS = { title: 255, abstract: 5000, comment: 5000, highlights: 20, fields: 1500 } as const;

export const PORTFOLIO_ACTIONS = [
  'save_as_draft',
  'advance',
  'withdraw',
  'revise',
  'push_back',
  'mark_as_done',
] as const;
export { PORTFOLIO_CATEGORIES };
export const PORTFOLIO_LIST_STATES = [...WORKFLOW_STATES, 'trashed'] as const;

export const portfolioVersionSchema = z.int().check(z.gte(1)).check(z.lte(1_000_000_000));
export const portfolioVersionQuerySchema = z.object({ version: z.pipe(z.coerce.number(), portfolioVersionSchema) });
export const userPortfoliosPathSchema = z.object({ id: idSchema });
export const portfolioPathSchema = z.object({ id: idSchema, portfolioId: idSchema });
export const revisionNumberSchema = z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100_000)));
/** The revision's number, as a path segment (one that names no revision of the portfolio is a 404). */
export const revisionPathSchema = z.object({ id: idSchema, portfolioId: idSchema, revision: idSchema });

const page = z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(10_000))));
const booleanText = z.optional(z.enum(['true', 'false']));

/** GET /api/users/{id}/portfolios (spec 1 §7: state, page, exclude, category, include_showcase). */
export const portfolioListQuerySchema = z.object({
  /** A workflow state, or `trashed` for the trash (restorable). */
  state: z.optional(z.enum(PORTFOLIO_LIST_STATES)),
  page,
  /** A portfolio left out (the reference insert modal leaves out the one being edited). */
  exclude: z.optional(idSchema),
  category: z.optional(z.enum(PORTFOLIO_CATEGORIES)),
  include_showcase: booleanText,
});

/** GET .../portfolios/search (spec 1 §7: q, page, exclude, category, include_showcase, only_showcase, refresh). */
export const portfolioSearchQuerySchema = z.extend(portfolioListQuerySchema, {
  q: z.optional(z.string().check(z.maxLength(255))),
  only_showcase: booleanText,
  /** Accepted for the spec's call; every search reads the current data. */
  refresh: booleanText,
});

export const portfolioPersonSchema = z.object({ id: idSchema, first_name: z.string(), last_name: z.string() });

/** One row of a portfolio list. */
export const portfolioSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  uri: z.string(),
  type: z.enum(['portfolio', 'evidence']),
  owner_id: idSchema,
  template_id: z.nullable(idSchema),
  template_title: z.string(),
  workflow: z.enum(WORKFLOW_IDS),
  workflow_name: z.string(),
  category: z.enum(['showcase', 'assignment']),
  state: z.enum(WORKFLOW_STATES),
  /** The state's label, or null where the spec hides it for the workflow (spec 1 §4; isWorkflowStateHidden). */
  state_label: z.nullable(z.string()),
  abstract_text: z.string(),
  cover_url: z.string(),
  cover_alternative_text: z.string(),
  /** The cover's alternative text was written by the owner (not the image's own). */
  is_user_alt_text: z.boolean(),
  /** The cropped cover image (attachments' uploadCover), whose link `cover_url` is. */
  cover_image_id: z.nullable(idSchema),
  /** An evidence item's date (ISO date, shown MM/DD/YYYY); null for portfolios and undated evidence. */
  evidence_date: z.nullable(z.string()),
  timeline_order_datetime: z.string(),
  display_on_timeline: z.boolean(),
  group_id: z.nullable(idSchema),
  activity_id: z.nullable(idSchema),
  trashed_at: z.nullable(z.string()),
  version: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>;

export const portfolioPageListSchema = z.object({
  items: z.array(portfolioSummarySchema),
  page: z.int(),
  page_size: z.int(),
  total: z.int(),
});

export const assessmentSchema = z.object({
  /** The assessor's assessment of this revision: the assessor's user id. */
  id: idSchema,
  assessor: idSchema,
  /**
   * Null where the assessor's name is hidden from the caller (a submitter, unless the template sets
   * is_show_names_to_submitters): the assessments context's one visibility rule (functions/src/ports/assessments.ts).
   */
  assessor_full_name: z.nullable(z.string()),
  assess_at: z.string(),
  is_primary: z.boolean(),
  /** assess_done: the assessor marked this assessment done (spec 1 §4 Mark-as-done). */
  done: z.boolean(),
  /** Shown to the submitter: assessments_visibility as the last collaborative submit set it (spec 1 §4). */
  visible: z.boolean(),
});

/** A revision as the history dropdown lists it (spec 1 §3 "Revision": version, id, assessments). */
export const revisionSummarySchema = z.object({
  id: z.string(),
  version: z.int(),
  submitted_at: z.string(),
  submitted_by: z.nullable(portfolioPersonSchema),
  assessments: z.array(assessmentSchema),
});

export const workflowButtonSchema = z.object({
  action: z.enum([...PORTFOLIO_ACTIONS, 'mark_assessing']),
  label: z.string(),
  disabled: z.boolean(),
  tip: z.nullable(z.string()),
});

export const portfolioPermissionsSchema = z.object({
  edit: z.boolean(),
  comment: z.boolean(),
  view_assessment_panel: z.boolean(),
});

/** The portfolio's workflow for the caller (spec 1 §3 "workflow"). */
export const portfolioWorkflowSchema = z.object({
  id: z.enum(WORKFLOW_IDS),
  name: z.string(),
  state: z.enum(WORKFLOW_STATES),
  /** Null where the spec hides the state's label for the workflow (spec 1 §4). */
  state_label: z.nullable(z.string()),
  workflow_role: z.enum(WORKFLOW_ROLES),
  /** Every workflow role the caller holds on this portfolio; `action_as` picks one. */
  roles: z.array(z.enum(WORKFLOW_ROLES)),
  permissions: portfolioPermissionsSchema,
  participants: z.array(z.extend(portfolioPersonSchema, { role: z.enum(WORKFLOW_ROLES) })),
  times: z.object({ submitted_at: z.nullable(z.string()), assess_done_at: z.nullable(z.string()) }),
  history_revisions: z.array(revisionSummarySchema),
  /** Where the caller's comments go now: the latest revision and the caller's assessment thread. */
  commentable_revision: z.nullable(z.object({ revision: z.int(), assessment: z.string() })),
  /** Revisions whose comments are shown read-only (every earlier one). */
  revision_for_readonly_comments: z.array(z.int()),
  assessor: z.nullable(portfolioPersonSchema),
});

/** A component as the composer draws it: its configuration and its mode for the caller. */
export const portfolioComponentSchema = z.record(z.string(), z.unknown());

/** The whole portfolio (spec 1 §3), for the composer. */
/**
 * A newer published version of the portfolio's template that the owner is offered (ADR 0028 §2): following it
 * would drop the answers named in `lost` (each by its page and field title as the owner sees them now), or the
 * portfolio has submitted revisions and the version reaches only its next draft. Accepted or kept with
 * acceptTemplateUpdate / declineTemplateUpdate at `snapshot_id`; kept, it is not offered again until a newer one.
 */
export const templateUpdateOfferSchema = z.object({
  snapshot_id: z.string(),
  lost: z.array(z.object({ component_id: z.string(), page_title: z.string(), field_title: z.string() })),
});
export type TemplateUpdateOffer = z.infer<typeof templateUpdateOfferSchema>;

/** The owner's answer to an offered template version: at the portfolio's version read and the offered snapshot. */
export const templateUpdateBodySchema = z.object({
  version: portfolioVersionSchema,
  snapshot_id: z.string().check(z.minLength(1), z.maxLength(64)),
});

export const portfolioSchema = z.extend(portfolioSummarySchema, {
  owner_full_name: z.string(),
  pages: z.array(z.object({ id: z.string(), title: z.string(), components: z.array(portfolioComponentSchema) })),
  /** Content by component id; invisible components are left out. */
  content: z.record(z.string(), z.unknown()),
  component_modes: z.record(z.string(), z.enum(COMPONENT_MODES)),
  activity_status: z.nullable(z.string()),
  group_title: z.nullable(z.string()),
  view_as: z.enum(['owner', 'admin', 'self']),
  sync_score: z.nullable(z.string()),
  linked_to_lms: z.boolean(),
  can_withdraw: z.boolean(),
  workflow: portfolioWorkflowSchema,
  buttons: z.array(workflowButtonSchema),
  cancel_button: z.object({ label: z.string(), primary: z.boolean() }),
  /** Whether the composer's auto-save may run now (spec 1 §4), before any date error. */
  auto_save: z.boolean(),
  /** Saving is disabled on this device: a newer sign-in elsewhere (spec 1 §8); the sentence to show. */
  saving_disabled: z.nullable(z.string()),
  /** The owner's offer of a newer template version, shown at open (absent or null: none). */
  template_update: z.optional(z.nullable(templateUpdateOfferSchema)),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

/** Either a template (ePortfolio and form: directly) or an activity of the caller's section (`group_id`, `activity_id`). */
export const createPortfolioBodySchema = z.object({
  template_id: z.optional(idSchema),
  group_id: z.optional(idSchema),
  activity_id: z.optional(idSchema),
  title: z.optional(z.string().check(z.maxLength(PORTFOLIO_LIMITS.title))),
});

export const updatePortfolioBodySchema = z.object({
  version: portfolioVersionSchema,
  portfolio_action: z._default(z.enum(PORTFOLIO_ACTIONS), 'save_as_draft'),
  auto_save: z.optional(z.boolean()),
  /** Content by component id: only the components written. */
  fields: z.optional(z.record(z.string().check(z.maxLength(128)), z.unknown())),
  title: z.optional(z.string().check(z.maxLength(PORTFOLIO_LIMITS.title))),
  /**
   * A collaborative submit's choice of the assessments the submitter sees (spec 1 §4): with an assessor's
   * Submit (advance) or Request Revision (push_back) only. Coordinator assessors' choices are computed; the
   * primary assessment is always visible.
   */
  assessments_visibility: z.optional(assessmentsVisibilitySchema.check(z.maxLength(100))),
});

/** A save's answer: the portfolio as it is now and the sentence to show. */
export const portfolioChangeSchema = z.object({ portfolio: portfolioSchema, message: z.string() });

/**
 * An auto-save's answer when it left the state as it was (docs/adr/0028-portfolios-at-institution-scale.md §1):
 * what the composer needs to go on, not the document: the new version, the state, when, and the fields the
 * server stored differently from what was sent (rich text kept as its allow-list), by component id. An
 * auto-save that moved the state (the first save of a created portfolio) answers the whole portfolio.
 */
export const autoSavedSchema = z.object({
  version: z.number(),
  state: z.enum(WORKFLOW_STATES),
  updated_at: z.string(),
  fields: z.record(z.string(), z.unknown()),
});
export type AutoSaved = z.output<typeof autoSavedSchema>;

/** PUT …/portfolios/{id}'s answer: the portfolio, or, for an auto-save that kept the state, `saved`. */
export const portfolioUpdateSchema = z.union([
  portfolioChangeSchema,
  z.object({ saved: autoSavedSchema, message: z.string() }),
]);

export const portfolioSettingsBodySchema = z.object({
  version: portfolioVersionSchema,
  title: z.string().check(z.maxLength(PORTFOLIO_LIMITS.title)),
  abstract_text: z.optional(z.string().check(z.maxLength(PORTFOLIO_LIMITS.abstract))),
  display_on_timeline: z.optional(z.boolean()),
});

export const changeTimeBodySchema = z.object({
  version: portfolioVersionSchema,
  /** The new timeline_order_datetime, ISO 8601. */
  time: z.iso.datetime({ offset: true }),
});

export const portfolioVersionBodySchema = z.object({ version: portfolioVersionSchema });
export const withdrawBodySchema = z.object({
  version: portfolioVersionSchema,
  portfolio_action: z.optional(z.literal('withdraw')),
});
export const withdrawResultSchema = z.object({
  can_withdraw: z.boolean(),
  workflow: z.object({ state: z.enum(WORKFLOW_STATES) }),
  version: z.int(),
  message: z.string(),
});

export const portfolioTrashResultSchema = z.object({ portfolio: portfolioSummarySchema, message: z.string() });

/** A revision read later exactly as it was submitted. */
export const revisionSchema = z.extend(revisionSummarySchema, {
  portfolio_id: idSchema,
  title: z.string(),
  pages: z.array(z.object({ id: z.string(), title: z.string(), components: z.array(portfolioComponentSchema) })),
  content: z.record(z.string(), z.unknown()),
});

/** Two revisions to compare; left out, the two latest. */
export const revisionCompareQuerySchema = z.object({
  from: z.optional(revisionNumberSchema),
  to: z.optional(revisionNumberSchema),
});
export const revisionComparisonSchema = z.object({
  from: z.int(),
  to: z.int(),
  components: z.array(
    z.object({
      component_id: z.string(),
      label: z.string(),
      type: z.string(),
      change: z.enum(['added', 'removed', 'changed', 'unchanged']),
      before: z.unknown(),
      after: z.unknown(),
      diff: z.nullable(z.array(z.object({ op: z.enum(['same', 'added', 'removed']), text: z.string() }))),
    }),
  ),
});

/** A highlighted text range inside a component's text (an annotation). Offsets count characters of its plain text. */
export const highlightSchema = z.object({
  start: z.int().check(z.gte(0), z.lte(1_000_000)),
  end: z.int().check(z.gte(1), z.lte(1_000_000)),
  text: z.string().check(z.minLength(1), z.maxLength(PORTFOLIO_LIMITS.comment)),
});

export const commentPathSchema = z.extend(revisionPathSchema, { assessment: idSchema });
export const commentItemPathSchema = z.extend(commentPathSchema, { commentId: idSchema });

export const commentListQuerySchema = z.object({
  for_revision: booleanText,
  reference_portfolio_id: z.optional(idSchema),
  reference_component_id: z.optional(z.string().check(z.maxLength(128))),
});

export const commentBodySchema = z.object({
  text: z.string().check(z.maxLength(PORTFOLIO_LIMITS.comment)),
  highlights: z.optional(z.array(highlightSchema).check(z.maxLength(PORTFOLIO_LIMITS.highlights))),
  reference_portfolio_id: z.optional(idSchema),
  reference_component_id: z.optional(z.string().check(z.maxLength(128))),
  for_revision: z.optional(z.boolean()),
});
export const updateCommentBodySchema = z.extend(commentBodySchema, { version: portfolioVersionSchema });

export const commentSchema = z.object({
  id: idSchema,
  text: z.string(),
  highlights: z.array(highlightSchema),
  reference_portfolio_id: idSchema,
  reference_component_id: z.nullable(z.string()),
  for_revision: z.boolean(),
  revision: z.int(),
  assessment: z.string(),
  /** Null where the author is an assessor whose name is hidden from the caller (as on the assessment). */
  author: z.nullable(portfolioPersonSchema),
  /** Who wrote it while acting as the author (impersonation), shown wherever the author is named; else null. */
  acted_by: z.nullable(portfolioPersonSchema),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  version: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PortfolioComment = z.infer<typeof commentSchema>;

export const commentListSchema = z.object({ items: z.array(commentSchema), read_only: z.boolean() });

/** POST .../portfolios/evidence: the evidence editor's first step makes the item (spec 1 §2, §4: created). */
export const createEvidenceBodySchema = z.object({
  title: z.optional(z.string().check(z.maxLength(PORTFOLIO_LIMITS.title))),
});

/**
 * POST .../portfolios/evidence/media: an insert dialog's "Add to my timeline" (spec 1 §5) makes an evidence item
 * holding that one media: its title (required, blank after trim refused), the kind of the component the dialog
 * inserts and that component's content, checked as the composer's save checks that kind.
 */
export const createMediaEvidenceBodySchema = z.object({
  title: z.string().check(z.maxLength(PORTFOLIO_LIMITS.title)),
  kind: z.enum(MEDIA_EVIDENCE_KINDS),
  content: z.record(z.string().check(z.maxLength(128)), z.unknown()),
});

/**
 * PUT .../portfolios/{id}/evidence: the evidence editor's save (save_as_draft, spec 1 §4) with its description
 * (spec 1 §2): title, date as typed (MM/DD/YYYY; blank clears it), abstract, the cover image uploaded with
 * attachments' uploadCover (its image id; null removes it) and its alternative text; `fields` the content.
 * `auto_save`: the editor's auto-save (from the first change, spec 3 §4 "auto-save runs; the first save is
 * POST and later saves are PUT"), which keeps what is typed, a blank title included; Save requires the title.
 */
export const saveEvidenceBodySchema = z.object({
  version: portfolioVersionSchema,
  portfolio_action: z._default(z.literal('save_as_draft'), 'save_as_draft'),
  auto_save: z.optional(z.boolean()),
  title: z.string().check(z.maxLength(PORTFOLIO_LIMITS.title)),
  date: z._default(z.string().check(z.maxLength(32)), ''),
  abstract_text: z._default(z.string().check(z.maxLength(PORTFOLIO_LIMITS.abstract)), ''),
  cover_image_id: z.optional(z.nullable(idSchema)),
  cover_alternative_text: z.optional(z.string().check(z.maxLength(COMPONENT_ALT_TEXT_MAX_LENGTH))),
  fields: z.optional(z.record(z.string().check(z.maxLength(128)), z.unknown())),
});

/** GET /api/users/{uid}/portfolios/timeline: the owner's items shown on the timeline, 15 a page. */
export const timelineQuerySchema = z.object({
  page,
  q: z.optional(z.string().check(z.maxLength(255))),
  exclude: z.optional(idSchema),
});

/** An item as a gallery, timeline or portfolio reference shows it (spec 1 §3 "abstracts"). */
export const portfolioAbstractSchema = z.object({
  id: idSchema,
  original_portfolio_id: idSchema,
  type: z.enum(['portfolio', 'evidence']),
  portfolio_title: z.string(),
  abstract: z.string(),
  cover_url: z.string(),
  cover_alternative_text: z.string(),
  evidence_date: z.nullable(z.string()),
  timeline_order_datetime: z.string(),
  state: z.enum(WORKFLOW_STATES),
});
export const portfolioAbstractListSchema = z.object({ items: z.array(portfolioAbstractSchema) });

/** POST /api/users/{uid}/portfolios/abstracts (spec 1 §7 portfolio_ids). */
export const abstractsBodySchema = z.object({
  portfolio_ids: z.array(idSchema).check(z.maxLength(100)),
});

export const componentAbstractsPathSchema = z.object({ portfolioId: idSchema, componentId: idSchema });
export const referencePathSchema = z.object({ portfolioId: idSchema, ref: idSchema });

/** GET /api/portfolios/{id}/references/{ref} (spec 1 §7: revision, assessment, reference_component_id, root_portfolio_id). */
export const referenceQuerySchema = z.object({
  revision: z.optional(revisionNumberSchema),
  assessment: z.optional(idSchema),
  reference_component_id: z.optional(z.string().check(z.maxLength(128))),
  root_portfolio_id: z.optional(idSchema),
});

/** A referenced item, read-only, as the reference viewer shows it (what its owner sees, without the workflow). */
export const portfolioReferenceSchema = z.extend(portfolioSummarySchema, {
  owner_full_name: z.string(),
  pages: z.array(z.object({ id: z.string(), title: z.string(), components: z.array(portfolioComponentSchema) })),
  content: z.record(z.string(), z.unknown()),
  /** The portfolio that references it (the viewer's way in) and the component naming it. */
  original_portfolio_id: idSchema,
  reference_component_id: z.string(),
  root_portfolio_id: idSchema,
});

/** GET /api/users/{id}/portfolios/{portfolioId}/attachments/{attachmentId}: a file the portfolio's content names. */
export const portfolioAttachmentPathSchema = z.object({ id: idSchema, portfolioId: idSchema, attachmentId: idSchema });

/** `revision`: look for the file in that frozen revision's content instead of the portfolio as it is now. */
export const portfolioAttachmentQuerySchema = z.object({ revision: z.optional(revisionNumberSchema) });

/** The attachment as its owner's GET answers it, with fresh links. */
export const portfolioAttachmentSchema = attachmentSchema;
