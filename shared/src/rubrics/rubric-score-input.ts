/**
 * Rubric score input (spec 1 §5): 0, or one or two digits whose first digit is 1–9, with up to two
 * decimals. "With up to 2 decimals" is read as applying to 0 as well ('0.5' is a score a user would
 * expect to type); the largest score is therefore 99.99. No sign, no spaces, no trailing dot.
 */
const RUBRIC_SCORE_INPUT = /^(?:0|[1-9]\d?)(?:\.\d{1,2})?$/;

export function isRubricScoreInput(text: string): boolean {
  return RUBRIC_SCORE_INPUT.test(text);
}
