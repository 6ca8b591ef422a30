import * as z from 'zod/mini';
import { WORKFLOW_ROLES } from '../../workflows/workflow-roles';
import { idSchema } from '../identity/schemas';
import { commentPathSchema, portfolioPersonSchema } from '../portfolios/schemas';

/**
 * The assessments context's HTTP shapes (spec 1 §3–5, §7; docs/adr/0020-assessments.md): one assessor's
 * assessment of one revision of a portfolio, under the portfolio's path. What it reuses of the portfolios'
 * shapes (the thread path, a person) it imports from them.
 */

/**
 * One assessor's assessment of one revision (spec 1 §3–5 and §7 `GET .../revisions/{rev}/assessments/{id}`;
 * docs/adr/0020-assessments.md). `{assessment}` is the assessor's user id (as in the comment threads).
 */
export const assessmentPathSchema = commentPathSchema;

/** What the panel writes: content per assessment component (assessment rubric, scoring, feedback). */
export const assessmentBodySchema = z.object({
  /** The version read; 0 for an assessment not saved yet. */
  version: z.int().check(z.gte(0)).check(z.lte(1_000_000_000)),
  components: z
    .record(z.string().check(z.maxLength(128)), z.unknown())
    .check(z.refine((record) => Object.keys(record).length <= 200, { message: 'system.field_invalid' })),
});

/** Apply another assessment's content to your own: the version of your own assessment read (0 if unsaved). */
export const applyAssessmentBodySchema = z.object({
  version: z.int().check(z.gte(0)).check(z.lte(1_000_000_000)),
});

export const assessmentStandardSchema = z.object({
  id: z.string(),
  statement_id: z.string(),
  title: z.string(),
  target_type: z.enum(['component', 'rubric', 'criteria']),
  component_id: z.string(),
  criteria: z.nullable(z.string()),
  minimum: z.nullable(z.number()),
  threshold: z.nullable(z.number()),
  met: z.boolean(),
});

/** A rubric component's figures (spec 1 §5): mode, total, maximum, percentage (null above 100), auto-fill. */
export const assessmentRubricTotalsSchema = z.object({
  mode: z.enum(['plain', 'score']),
  assign_mode: z.enum(['manual', 'aggregation']),
  total: z.number(),
  maximum: z.number(),
  total_text: z.string(),
  percentage_text: z.nullable(z.string()),
  auto_fill: z.nullable(z.enum(['unstarted', 'ready', 'finished'])),
});

/** A scoring component's figures (spec 1 §4): aggregation computes the score and a read-only maximum. */
export const assessmentScoringSchema = z.object({
  assign_mode: z.enum(['manual', 'aggregation']),
  score: z.nullable(z.number()),
  maximum: z.number(),
  maximum_read_only: z.boolean(),
  primary: z.boolean(),
});

export const portfolioAssessmentSchema = z.object({
  /** The assessor's user id. */
  id: idSchema,
  portfolio_id: idSchema,
  revision: z.int(),
  /** Null when the names are hidden from the submitter (is_show_names_to_submitters unset). */
  assessor: z.nullable(portfolioPersonSchema),
  assessor_full_name: z.nullable(z.string()),
  /** Who last saved it while acting as the assessor (impersonation), where the assessor is named; else null. */
  acted_by: z.nullable(portfolioPersonSchema),
  /** The workflow role the assessor acts in (spec 1 §6 multiple roles). */
  role: z.nullable(z.enum(WORKFLOW_ROLES)),
  is_primary: z.boolean(),
  /** assess_done (spec 1 §4 Mark-as-done). */
  done: z.boolean(),
  /** Shown to the submitter (assessments_visibility, spec 1 §4). */
  visible: z.boolean(),
  /** Content by assessment component id. */
  components: z.record(z.string(), z.unknown()),
  rubrics: z.record(z.string(), assessmentRubricTotalsSchema),
  scores: z.record(z.string(), assessmentScoringSchema),
  standards: z.array(assessmentStandardSchema),
  /** Components the caller may write now (their own assessment of the latest revision, in assessment). */
  editable_components: z.array(z.string()),
  /** 0 until the assessor first saves it. */
  version: z.int(),
  assess_at: z.nullable(z.string()),
  updated_at: z.nullable(z.string()),
});
export type PortfolioAssessment = z.infer<typeof portfolioAssessmentSchema>;

export const portfolioAssessmentChangeSchema = z.object({ assessment: portfolioAssessmentSchema, message: z.string() });
