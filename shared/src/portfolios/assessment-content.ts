import type { FieldError } from '../errors/domain-error';
import type { ChoiceOption } from '../components/choice-options';
import type { ChoiceComponentKind } from '../components/component-kinds';
import { FEEDBACK_MAX_LENGTH } from '../components/character-limit';
import { sanitizeRichText } from '../components/rich-text';
import { SCORE_DEFAULT_MAXIMUM } from '../components/component-schemas';
import { aggregatedRubricLevel, invalidAggregationEntries, rubricAutoFillState } from '../rubrics/rubric-aggregation';
import { criterionMaximum, rubricMode, type RubricDefinition } from '../rubrics/rubric-definition';
import { isRubricScoreInput } from '../rubrics/rubric-score-input';
import { isRubricThresholdMet, isStandardMet } from '../rubrics/rubric-statements';
import { criterionScore, RUBRIC_NOT_APPLICABLE, rubricScoreSummary } from '../rubrics/rubric-totals';
import { aggregateScore, scoringMaximum, type ScoringAssignMode } from '../rubrics/scoring-component';

/**
 * One assessor's assessment of one revision (spec 1 §3–5; docs/adr/0020-assessments.md): the content of the
 * assessment components (assessment rubric, scoring, feedback) checked and completed by the rules the panel
 * shows — criteria and levels of the rubric, N/A only where the rubric enables it, the score input rule,
 * feedback at most 3000 characters and stored as the rich-text allow-list, aggregation computed from the
 * revision's answers (its maximum read-only),
 * rubric totals, and the standards met. Pure: the server and the panel run the same code.
 */
export const ASSESSMENT_KINDS = ['assessment_rubric', 'scoring', 'feedback'] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];
/** A rubric definition as the rubrics context stores it (its title lives beside it). */
export type AssessmentRubric = Omit<RubricDefinition, 'title'>;
/** A criterion's comment, as long as a rubric cell's text. */
export const ASSESSMENT_COMMENT_MAX_LENGTH = 5000;

const CHOICE_KINDS: readonly string[] = ['radio_button', 'checkbox', 'dropdown'];

/** A component configuration as the portfolio copied it from its template. */
export type AssessedComponentConfig = Readonly<Record<string, unknown>>;

export interface RubricComponentContent {
  criteria: Record<string, string | null>;
  comments: Record<string, string>;
  /** The rubric's total, computed (score mode); null in a plain rubric or when nothing is chosen. */
  score: number | null;
  /** The assessor filled the rubric from the aggregation (auto-fill finished). */
  auto_filled: boolean;
}
export interface ScoringComponentContent {
  score: number | null;
}
export interface FeedbackComponentContent {
  content: string;
}
export type AssessmentComponentContent = RubricComponentContent | ScoringComponentContent | FeedbackComponentContent;

/** A field error: a catalogue key, with its parameters when it has some. */
export type AssessmentFieldError = FieldError;

export interface AssessmentInput {
  /** The assessment components of the portfolio, in page order. */
  components: readonly AssessedComponentConfig[];
  /** The rubric definitions the rubric components name, by rubric id. */
  rubrics: ReadonlyMap<string, AssessmentRubric>;
  /** The revision's content (the submitted answers), by component id: aggregation reads it. */
  revisionContent: Readonly<Record<string, unknown>>;
  /** Every component of the revision (choice components included), for aggregation. */
  revisionComponents: readonly AssessedComponentConfig[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isAssessmentKind = (type: unknown): type is AssessmentKind =>
  (ASSESSMENT_KINDS as readonly unknown[]).includes(type);

const assignModeOf = (config: AssessedComponentConfig): ScoringAssignMode =>
  config.assign_mode === 'aggregation' ? 'aggregation' : 'manual';

/** The empty content of an assessment component (nothing entered yet). */
export function emptyAssessmentContent(kind: AssessmentKind): AssessmentComponentContent {
  if (kind === 'assessment_rubric') return { criteria: {}, comments: {}, score: null, auto_filled: false };
  if (kind === 'scoring') return { score: null };
  return { content: '' };
}

/** A choice component of the revision as aggregation reads it: its options, score mapping and answer. */
function choiceQuestion(config: AssessedComponentConfig, content: unknown) {
  const enhancement = isRecord(config.score_enhancement_config) ? config.score_enhancement_config : {};
  const scoreMapping = isRecord(enhancement.score_mapping)
    ? (enhancement.score_mapping as Record<string, number | string>)
    : undefined;
  const answer = isRecord(content) ? (content.answer as string | number | (string | number)[] | null) : null;
  return {
    kind: config.type as ChoiceComponentKind,
    options: (Array.isArray(config.button_options) ? config.button_options : []) as ChoiceOption[],
    ...(scoreMapping ? { scoreMapping } : {}),
    answer,
  };
}

/** What aggregation reads: the revision's components and answers. */
export type AggregationAnswers = Pick<AssessmentInput, 'revisionContent' | 'revisionComponents'>;

function choiceQuestions(input: AggregationAnswers, ids?: readonly string[]) {
  return input.revisionComponents
    .filter((config) => CHOICE_KINDS.includes(String(config.type)))
    .filter((config) => ids === undefined || ids.includes(String(config.component_id)))
    .map((config) => choiceQuestion(config, input.revisionContent[String(config.component_id)]));
}

/**
 * An Auto Score (spec 1 §4, §9): the sum of the revision's scored choice answers out of the sum of their
 * maximums. A scoring component has no mapping of its own (spec 1 §3 "Scoring config"), so it aggregates every
 * choice component of the revision (chosen: the form's questions are what an Auto Score adds up).
 */
export function aggregatedScoring(input: AssessmentInput): { score: number | null; maximum: number } {
  const { score, maximum } = aggregateScore(choiceQuestions(input));
  return { score: score === null ? null : Math.round(score * 100) / 100, maximum };
}

/** A scoring component's maximum: configured (manual, 100 by default) or computed (aggregation, read-only). */
export function scoringComponentMaximum(config: AssessedComponentConfig, input: AssessmentInput): number {
  const configured = typeof config.maximum === 'number' ? config.maximum : SCORE_DEFAULT_MAXIMUM;
  const mode = assignModeOf(config);
  return scoringMaximum(mode, configured, mode === 'aggregation' ? aggregatedScoring(input).maximum : 0);
}

interface CriterionAggregation {
  criterionId: string;
  score: number | null;
  maximum: number;
  answered: number;
  range: { level: string; value: number | null }[];
}

/** Per criterion of an aggregation rubric: the mapped components' summed answers, maximum and level range. */
function criterionAggregations(config: AssessedComponentConfig, input: AggregationAnswers): CriterionAggregation[] {
  const mapping = isRecord(config.components_mapping) ? (config.components_mapping as Record<string, string[]>) : {};
  const aggregation = isRecord(config.aggregation_config) ? config.aggregation_config : {};
  const ranges = isRecord(aggregation.range)
    ? (aggregation.range as Record<string, { level: string; value: number | null }[]>)
    : {};
  return Object.entries(mapping).map(([criterionId, ids]) => {
    const questions = choiceQuestions(input, Array.isArray(ids) ? ids : []);
    const { score, maximum } = aggregateScore(questions);
    const answered = questions.filter((q) =>
      Array.isArray(q.answer) ? q.answer.length > 0 : q.answer !== null && q.answer !== undefined && q.answer !== '',
    ).length;
    const range = (Array.isArray(ranges[criterionId]) ? ranges[criterionId] : []).map((entry) => ({
      level: String(entry.level),
      value: typeof entry.value === 'number' ? entry.value : null,
    }));
    return { criterionId, score, maximum, answered, range };
  });
}

/** One criterion of an aggregation rubric as the aggregation modal shows it (spec 1 §2, §4–5). */
export interface RubricAggregationCriterion {
  criterionId: string;
  /** The components mapped to the criterion (components_mapping). */
  componentIds: string[];
  /** The mapped answers' score (null while none is answered) out of the criterion's maximum. */
  score: number | null;
  maximum: number;
  /** How many mapped components are answered (none: unstarted). */
  answered: number;
  /** The configured level points (aggregation_config.range), in level order. */
  range: { level: string; value: number | null }[];
  /** Per range entry: points decreasing or above the maximum (spec 1 §5): the rubric cannot be filled. */
  invalid: boolean[];
  /** The level the score reaches now (what auto-fill would choose), or null. */
  reached: string | null;
}

/**
 * An aggregation rubric's criteria from the revision's answers, by the same rules auto-fill applies on the
 * server (so the modal never disagrees with the save): each criterion's mapped score and maximum, its level
 * points with the invalid ones marked, and the level the score reaches. Empty for a manual rubric.
 */
export function rubricAggregation(
  config: AssessedComponentConfig,
  input: AggregationAnswers,
): RubricAggregationCriterion[] {
  if (assignModeOf(config) !== 'aggregation') return [];
  const mapping = isRecord(config.components_mapping) ? (config.components_mapping as Record<string, unknown>) : {};
  return criterionAggregations(config, input).map((aggregation) => {
    const invalid = invalidAggregationEntries(
      aggregation.range.map((entry) => entry.value),
      aggregation.maximum,
    );
    const ids = mapping[aggregation.criterionId];
    return {
      ...aggregation,
      componentIds: Array.isArray(ids) ? ids.map(String) : [],
      invalid,
      reached:
        aggregation.score === null || invalid.some(Boolean)
          ? null
          : aggregatedRubricLevel(aggregation.range, aggregation.score),
    };
  });
}

/** Auto-fill state of an aggregation rubric (spec 1 §4): unstarted, ready or finished. */
export function rubricComponentAutoFill(
  config: AssessedComponentConfig,
  content: RubricComponentContent,
  input: AssessmentInput,
): 'unstarted' | 'ready' | 'finished' | null {
  if (assignModeOf(config) !== 'aggregation') return null;
  const answered = criterionAggregations(config, input).reduce((sum, c) => sum + c.answered, 0);
  return rubricAutoFillState(answered, content.auto_filled);
}

export type CheckedAssessment =
  | { ok: true; contents: Record<string, AssessmentComponentContent> }
  | { ok: false; fields: Record<string, AssessmentFieldError> };

/**
 * The assessment content written (`write`, by component id) over what the assessment holds (`current`),
 * checked against the components the assessor may edit now (`editable`). Errors are keyed by where they sit
 * in the body (`<component>.criteria.<criterion>`, `<component>.score`, `<component>.content`, ...). The
 * rubric's score and an Auto Score are computed here, whatever was sent.
 */
export function checkAssessmentWrite(
  input: AssessmentInput & {
    current: Readonly<Record<string, AssessmentComponentContent>>;
    write: Readonly<Record<string, unknown>>;
    editable: ReadonlySet<string>;
  },
): CheckedAssessment {
  const fields: Record<string, AssessmentFieldError> = {};
  const byId = new Map(input.components.map((config) => [String(config.component_id), config]));
  const contents: Record<string, AssessmentComponentContent> = { ...input.current };

  for (const [componentId, value] of Object.entries(input.write)) {
    const config = byId.get(componentId);
    if (!config || !isAssessmentKind(config.type)) {
      fields[componentId] = 'portfolios.component_unknown';
      continue;
    }
    if (!input.editable.has(componentId)) {
      fields[componentId] = 'portfolios.component_read_only';
      continue;
    }
    if (!isRecord(value)) {
      fields[componentId] = 'portfolios.content_invalid';
      continue;
    }
    if (config.type === 'feedback') {
      const text = value.content ?? '';
      // Feedback is rich text (ADR 0023): stored as the allow-list only, and counted as stored.
      const stored = typeof text === 'string' ? sanitizeRichText(text) : null;
      if (stored === null) fields[`${componentId}.content`] = 'portfolios.content_invalid';
      else if ([...stored].length > FEEDBACK_MAX_LENGTH)
        fields[`${componentId}.content`] = { key: 'components.feedback.too_long', params: { n: FEEDBACK_MAX_LENGTH } };
      else contents[componentId] = { content: stored };
    } else if (config.type === 'scoring') {
      const checked = checkScoring(componentId, config, value, input, fields);
      if (checked) contents[componentId] = checked;
    } else {
      const checked = checkRubric(componentId, config, value, input, fields);
      if (checked) contents[componentId] = checked;
    }
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, contents };
}

function checkScoring(
  componentId: string,
  config: AssessedComponentConfig,
  value: Record<string, unknown>,
  input: AssessmentInput,
  fields: Record<string, AssessmentFieldError>,
): ScoringComponentContent | null {
  // Aggregation (Auto Score): computed from the revision's answers; nothing typed is taken.
  if (assignModeOf(config) === 'aggregation') return { score: aggregatedScoring(input).score };
  const raw = value.score ?? null;
  if (raw === null || raw === '') return { score: null };
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const maximum = scoringComponentMaximum(config, input);
  // Spec 1 §5: 0, or 1–2 digits (first 1–9) with up to 2 decimals; the configured maximum itself (100 by
  // default, three digits) is accepted as typed, and anything above it is refused (the field reverts it).
  const score = Number(text);
  if (!(isRubricScoreInput(text) || (Number.isFinite(score) && score === maximum))) {
    fields[`${componentId}.score`] = 'portfolios.assessment.score_input';
    return null;
  }
  if (score > maximum) {
    fields[`${componentId}.score`] = { key: 'portfolios.assessment.score_above_maximum', params: { m: maximum } };
    return null;
  }
  return { score };
}

function checkRubric(
  componentId: string,
  config: AssessedComponentConfig,
  value: Record<string, unknown>,
  input: AssessmentInput,
  fields: Record<string, AssessmentFieldError>,
): RubricComponentContent | null {
  const rubric = input.rubrics.get(String(config.rubric_id));
  if (!rubric) {
    fields[componentId] = 'portfolios.assessment.rubric_unavailable';
    return null;
  }
  const before = Object.keys(fields).length;
  const criterionIds = new Set(rubric.criterias.map((criterion) => criterion.id));
  const levelIds = new Set(rubric.levels.map((level) => level.id));
  const criteria: Record<string, string | null> = {};
  const comments: Record<string, string> = {};
  let autoFilled = false;

  if (value.auto_fill === true) {
    if (assignModeOf(config) !== 'aggregation')
      fields[`${componentId}.auto_fill`] = 'portfolios.assessment.auto_fill_manual';
    else {
      // Auto-fill (spec 1 §4): each criterion gets the level its mapped components' score reaches; the
      // configured levels must be non-decreasing and within the criterion's maximum (spec 1 §5, spec 2 §5).
      for (const aggregation of criterionAggregations(config, input)) {
        if (!criterionIds.has(aggregation.criterionId)) continue;
        const invalid = invalidAggregationEntries(
          aggregation.range.map((entry) => entry.value),
          aggregation.maximum,
        );
        if (invalid.some(Boolean)) {
          fields[`${componentId}.aggregation_config.range.${aggregation.criterionId}`] =
            'portfolios.assessment.aggregation_invalid';
          continue;
        }
        criteria[aggregation.criterionId] =
          aggregation.score === null ? null : aggregatedRubricLevel(aggregation.range, aggregation.score);
      }
      autoFilled = true;
    }
  }

  const sentCriteria = value.criteria ?? {};
  if (!isRecord(sentCriteria)) fields[`${componentId}.criteria`] = 'portfolios.content_invalid';
  else
    for (const [criterionId, chosen] of Object.entries(sentCriteria)) {
      const at = `${componentId}.criteria.${criterionId}`;
      if (!criterionIds.has(criterionId)) fields[at] = 'portfolios.assessment.criterion_unknown';
      else if (chosen === null || chosen === '') criteria[criterionId] = null;
      else if (String(chosen) === RUBRIC_NOT_APPLICABLE) {
        if (rubric.enableNA) criteria[criterionId] = RUBRIC_NOT_APPLICABLE;
        else fields[at] = 'portfolios.assessment.not_applicable_unavailable';
      } else if ((typeof chosen === 'string' || typeof chosen === 'number') && levelIds.has(String(chosen)))
        criteria[criterionId] = String(chosen);
      else fields[at] = 'portfolios.assessment.level_unknown';
    }

  const sentComments = value.comments ?? {};
  if (!isRecord(sentComments)) fields[`${componentId}.comments`] = 'portfolios.content_invalid';
  else
    for (const [criterionId, comment] of Object.entries(sentComments)) {
      const at = `${componentId}.comments.${criterionId}`;
      if (!criterionIds.has(criterionId)) fields[at] = 'portfolios.assessment.criterion_unknown';
      else if (typeof comment !== 'string') fields[at] = 'portfolios.content_invalid';
      else if ([...comment].length > ASSESSMENT_COMMENT_MAX_LENGTH)
        fields[at] = { key: 'system.field_too_long', params: { max: ASSESSMENT_COMMENT_MAX_LENGTH } };
      else if (comment !== '') comments[criterionId] = comment;
    }
  if (Object.keys(fields).length > before) return null;

  const summary = rubricScoreSummary(rubric, criteria);
  return {
    criteria,
    comments,
    score: rubricMode(rubric) === 'score' && summary.counted > 0 ? summary.total : null,
    auto_filled: autoFilled,
  };
}

/** One standard as the panel lists it (spec 1 §3 "Statement mapping entries" with the met flag). */
export interface StandardMet {
  id: string;
  statement_id: string;
  title: string;
  target_type: 'component' | 'rubric' | 'criteria';
  component_id: string;
  criteria: string | null;
  minimum: number | null;
  threshold: number | null;
  met: boolean;
}

/**
 * The standards an assessment meets (spec 1 §4–5): a statement aligned to a score rubric is met when its
 * total reaches the threshold percentage; one aligned to a criterion when the criterion's score reaches its
 * minimum; one mapped to a component when the component's score (a scoring component's score, a rubric's
 * total) reaches its minimum. Nothing entered: not met.
 */
export function standardsMet(
  input: AssessmentInput & { contents: Readonly<Record<string, AssessmentComponentContent>> },
): StandardMet[] {
  const standards: StandardMet[] = [];
  for (const config of input.components) {
    const componentId = String(config.component_id);
    const content = input.contents[componentId];
    let componentScore: number | null = null;
    if (config.type === 'assessment_rubric') {
      const rubric = input.rubrics.get(String(config.rubric_id));
      const chosen = content && 'criteria' in content ? content.criteria : {};
      if (rubric) {
        const summary = rubricScoreSummary(rubric, chosen);
        const scored = rubricMode(rubric) === 'score' && summary.counted > 0;
        componentScore = scored ? summary.total : null;
        for (const statement of rubric.statements_mapping.statements) {
          standards.push({
            id: statement.id,
            statement_id: statement.statement_id ?? '',
            title: statement.title ?? '',
            target_type: 'rubric',
            component_id: componentId,
            criteria: null,
            minimum: null,
            threshold: statement.threshold ?? null,
            met: scored && isRubricThresholdMet(summary.total, summary.maximum, statement.threshold ?? 0),
          });
        }
        rubric.criterias.forEach((criterion, index) => {
          for (const statement of rubric.statements_mapping.criteria_mapping[criterion.id] ?? []) {
            const score = criterionScore(rubric, criterion.id, chosen[criterion.id]);
            standards.push({
              id: statement.id,
              statement_id: statement.statement_id ?? '',
              title: statement.title ?? '',
              target_type: 'criteria',
              component_id: componentId,
              criteria: criterion.id,
              minimum: statement.minimum ?? null,
              threshold: null,
              met: criterionMaximum(rubric, index) > 0 && isStandardMet(score, statement.minimum),
            });
          }
        });
      }
    } else if (config.type === 'scoring') {
      componentScore = content && 'score' in content ? content.score : null;
    }
    const mapped = Array.isArray(config.statements_mapping) ? config.statements_mapping : [];
    for (const entry of mapped as { id: string; statement_id?: string; title?: string; minimum?: number | null }[]) {
      standards.push({
        id: entry.id,
        statement_id: entry.statement_id ?? '',
        title: entry.title ?? '',
        target_type: 'component',
        component_id: componentId,
        criteria: null,
        minimum: entry.minimum ?? null,
        threshold: null,
        met: isStandardMet(componentScore, entry.minimum),
      });
    }
  }
  return standards;
}

/** A rubric component's figures for the panel: mode, total, maximum, percentage (hidden above 100). */
export function rubricComponentTotals(rubric: AssessmentRubric, content: RubricComponentContent | undefined) {
  const summary = rubricScoreSummary(rubric, content?.criteria ?? {});
  return {
    mode: rubricMode(rubric),
    total: summary.total,
    maximum: summary.maximum,
    total_text: summary.totalText,
    percentage_text: summary.percentageText,
    counted: summary.counted,
  };
}
