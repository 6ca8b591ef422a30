/**
 * Standards (statements) met through scores and rubrics (spec 1 §3 statement mapping, §4–5).
 */
export const STATEMENT_TARGET_TYPES = ['component', 'rubric', 'criteria'] as const;
export type StatementTargetType = (typeof STATEMENT_TARGET_TYPES)[number];

/**
 * A standard is met when the score is at least its minimum (spec 1 §4). Without a minimum (it is optional,
 * spec 1 §3) the standard is met once any score has been given (choice). No score: not met.
 */
export function isStandardMet(score: number | null | undefined, minimum?: number | null): boolean {
  if (score === null || score === undefined || !Number.isFinite(score)) return false;
  return minimum === null || minimum === undefined ? true : score >= minimum;
}

/**
 * A statement mapped to a score rubric is met when the rubric's score reaches the threshold percentage
 * ('Score of the rubric must >= threshold %', spec 1 §5). A hidden percentage (above 100, spec 1 §5) still
 * means the score reached the maximum.
 */
export function isRubricThresholdMet(total: number, maximum: number, threshold: number): boolean {
  if (maximum <= 0) return false;
  return (total / maximum) * 100 >= threshold;
}

export type StatementMinimumError =
  | { key: 'rubrics.statement_minimum.blank' }
  | { key: 'rubrics.statement_minimum.not_number' }
  | { key: 'rubrics.statement_minimum.not_positive' }
  | { key: 'rubrics.statement_minimum.above_maximum'; params: { n: number } }
  | { key: 'rubrics.statement_minimum.not_integer' };

/**
 * A statement's minimum score as typed (spec 1 §5): not blank, a number, > 0, <= the maximum, integer only
 * — checked in that order, the first failure reported (shown inline, spec 1 §8).
 */
export function statementMinimumScoreError(text: string, maximum: number): StatementMinimumError | null {
  const trimmed = text.trim();
  if (trimmed === '') return { key: 'rubrics.statement_minimum.blank' };
  const value = Number(trimmed);
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) || !Number.isFinite(value))
    return { key: 'rubrics.statement_minimum.not_number' };
  if (value <= 0) return { key: 'rubrics.statement_minimum.not_positive' };
  if (value > maximum) return { key: 'rubrics.statement_minimum.above_maximum', params: { n: maximum } };
  if (!Number.isInteger(value)) return { key: 'rubrics.statement_minimum.not_integer' };
  return null;
}
