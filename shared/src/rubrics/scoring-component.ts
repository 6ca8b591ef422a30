import { choiceComponentMaximum, choiceComponentScore, type ChoiceOption } from '../components/choice-options';
import type { ChoiceComponentKind } from '../components/component-kinds';
import { SCORE_DEFAULT_MAXIMUM } from '../components/component-schemas';
import { formatRubricNumber } from './rubric-totals';

/** Scoring assign modes (spec 1 §4): manual (Manual Score) or aggregation (Auto Score). */
export const SCORING_ASSIGN_MODES = ['manual', 'aggregation'] as const;
export type ScoringAssignMode = (typeof SCORING_ASSIGN_MODES)[number];

export const SCORING_ASSIGN_MODE_LABELS = {
  manual: 'rubrics.scoring.manual',
  aggregation: 'rubrics.scoring.auto',
} as const satisfies Record<ScoringAssignMode, string>;

/** A scoring-capable component as the template holds it (scoring, rubric and assessment rubric configs). */
export interface ScoringComponentRef {
  component_id: string;
  assign_mode?: ScoringAssignMode;
  primary?: boolean;
}

/** Aggregation makes the maximum read-only (spec 1 §4). */
export function isScoringMaximumReadOnly(mode: ScoringAssignMode): boolean {
  return mode === 'aggregation';
}

/**
 * The maximum shown (spec 1 §4, §5, §9): aggregation computes it; manual restores the configured maximum,
 * 100 by default.
 */
export function scoringMaximum(
  mode: ScoringAssignMode,
  configured: number | null | undefined,
  aggregatedMaximum: number,
): number {
  if (mode === 'aggregation') return aggregatedMaximum;
  return configured ?? SCORE_DEFAULT_MAXIMUM;
}

/** Only one scoring component may be primary: the checkbox is disabled if another is primary (spec 1 §4). */
export function isPrimaryCheckboxDisabled(componentId: string, components: readonly ScoringComponentRef[]): boolean {
  return components.some((component) => component.component_id !== componentId && component.primary === true);
}

export function hasAtMostOnePrimary(components: readonly ScoringComponentRef[]): boolean {
  return components.filter((component) => component.primary === true).length <= 1;
}

/**
 * The assign-mode chooser is hidden outside the assessment panel or when another component already uses
 * aggregation (spec 1 §4; scoring aggregation only in the assessment panel, spec 1 §6).
 */
export function showsAssignModeChooser(
  componentId: string,
  components: readonly ScoringComponentRef[],
  inAssessmentPanel: boolean,
): boolean {
  if (!inAssessmentPanel) return false;
  return !components.some(
    (component) => component.component_id !== componentId && component.assign_mode === 'aggregation',
  );
}

/**
 * The scoring field's input filter (spec 1 §5): digits and a dot only (later dots dropped); a value above
 * the configured maximum reverts to the previous value.
 */
export function filterScoringInput(previous: string, typed: string, maximum: number): string {
  const kept = typed.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  const filtered = dot < 0 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
  if (filtered !== '' && filtered !== '.' && Number(filtered) > maximum) return previous;
  return filtered;
}

/** The score as shown: N/A when empty (spec 1 §5), otherwise as entered. */
export function scoringDisplay(
  score: number | null | undefined,
): { key: 'rubrics.scoring.not_available' } | { text: string } {
  return score === null || score === undefined || Number.isNaN(score)
    ? { key: 'rubrics.scoring.not_available' }
    : { text: String(score) };
}

/** Screen-reader text (spec 1 §5): 'X out of M points' or 'Nothing entered out of M points'. */
export function scoringScreenReaderText(
  score: number | null | undefined,
  maximum: number,
):
  | { key: 'rubrics.scoring.out_of'; params: { x: number; m: number } }
  | { key: 'rubrics.scoring.nothing_entered'; params: { m: number } } {
  return score === null || score === undefined || Number.isNaN(score)
    ? { key: 'rubrics.scoring.nothing_entered', params: { m: maximum } }
    : { key: 'rubrics.scoring.out_of', params: { x: score, m: maximum } };
}

/** A question answered in a component that aggregates into a score. */
export interface AggregatedQuestion {
  kind: ChoiceComponentKind;
  options: readonly ChoiceOption[];
  scoreMapping?: Readonly<Record<string, number | string>>;
  answer?: string | number | ReadonlyArray<string | number> | null;
}

/**
 * An Auto Score: the sum of the questions' scores out of the sum of their maximums (spec 1 §4, §9); with no
 * answer at all the score is null (shown N/A). The score is floored at 0 (options may map negative scores).
 */
export function aggregateScore(questions: readonly AggregatedQuestion[]): {
  score: number | null;
  maximum: number;
  scoreText: string | null;
} {
  const maximum = questions.reduce(
    (sum, question) => sum + choiceComponentMaximum(question.kind, question.options, question.scoreMapping),
    0,
  );
  const answered = questions.filter((question) => {
    const answer = question.answer;
    if (answer === null || answer === undefined || answer === '') return false;
    if (Array.isArray(answer)) return answer.length > 0;
    return !(question.kind === 'dropdown' && String(answer) === '0');
  });
  if (answered.length === 0) return { score: null, maximum, scoreText: null };
  const raw = answered.reduce(
    (sum, question) =>
      sum + choiceComponentScore(question.kind, question.options, question.answer, question.scoreMapping),
    0,
  );
  const score = Math.max(0, raw);
  return { score, maximum, scoreText: formatRubricNumber(score) };
}
