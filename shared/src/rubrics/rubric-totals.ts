import { criterionMaximum, criterionWeight, type RubricScoringShape } from './rubric-definition';

/** The N/A choice of a criterion (rubrics with enableNA). */
export const RUBRIC_NOT_APPLICABLE = 'NA';

/** criterion id → chosen level id, N/A, or nothing. */
export type RubricSelection = Readonly<Record<string, string | number | null | undefined>>;

export interface RubricScoreSummary {
  /** Sum of the chosen cells × weights, floored at 0. */
  total: number;
  /** Sum of the maximums of the criteria that count. */
  maximum: number;
  /** total with 2 decimals (spec 1 §5). */
  totalText: string;
  /** total / maximum × 100; null when hidden (above 100, or no maximum). */
  percentage: number | null;
  percentageText: string | null;
  /** Criteria that counted (not N/A, not empty). */
  counted: number;
}

/** Two decimals, as the rubric shows totals, percentages and means (spec 1 §5). */
export function formatRubricNumber(value: number, decimals: 1 | 2 = 2): string {
  const factor = 10 ** decimals;
  return (Math.round((value + Number.EPSILON) * factor) / factor).toFixed(decimals);
}

/**
 * The rubric total (spec 1 §5): N/A and empty choices are excluded — they add nothing to the total and
 * their criteria leave the maximum (read as: a criterion that does not apply or was not assessed is not
 * held against the percentage); the total is floored at 0 and shown with two decimals; percentage =
 * total / maximum × 100, shown with two decimals and hidden when above 100.
 */
export function rubricScoreSummary(rubric: RubricScoringShape, selection: RubricSelection): RubricScoreSummary {
  let sum = 0;
  let maximum = 0;
  let counted = 0;
  rubric.criterias.forEach((criterion, index) => {
    const chosen = selection[criterion.id];
    if (chosen === null || chosen === undefined || chosen === '' || String(chosen) === RUBRIC_NOT_APPLICABLE) return;
    const levelIndex = rubric.levels.findIndex((level) => level.id === String(chosen));
    const cell = rubric.points[index]?.[levelIndex];
    if (levelIndex < 0 || cell === undefined) return;
    sum += cell * criterionWeight(rubric, index);
    maximum += criterionMaximum(rubric, index);
    counted += 1;
  });
  const total = Math.max(0, sum);
  const raw = maximum > 0 ? (total / maximum) * 100 : null;
  const percentage = raw !== null && raw <= 100 ? raw : null;
  return {
    total,
    maximum,
    totalText: formatRubricNumber(total),
    percentage,
    percentageText: percentage === null ? null : formatRubricNumber(percentage),
    counted,
  };
}

/** A criterion's score for one choice (null when N/A, empty or unknown). */
export function criterionScore(
  rubric: RubricScoringShape,
  criterionId: string,
  chosen: string | number | null | undefined,
): number | null {
  const index = rubric.criterias.findIndex((criterion) => criterion.id === criterionId);
  if (index < 0 || chosen === null || chosen === undefined || String(chosen) === RUBRIC_NOT_APPLICABLE) return null;
  const levelIndex = rubric.levels.findIndex((level) => level.id === String(chosen));
  const cell = rubric.points[index]?.[levelIndex];
  return cell === undefined ? null : cell * criterionWeight(rubric, index);
}

/** The mean of the scores given (nothing-entered values left out); null when none. */
export function rubricMeanScore(scores: ReadonlyArray<number | null | undefined>): number | null {
  const given = scores.filter((score): score is number => typeof score === 'number' && Number.isFinite(score));
  return given.length === 0 ? null : given.reduce((sum, score) => sum + score, 0) / given.length;
}
