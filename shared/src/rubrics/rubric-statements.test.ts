import { describe, expect, it } from '@jest/globals';
import { message } from '../messages/index';
import { isRubricThresholdMet, isStandardMet, statementMinimumScoreError } from './rubric-statements';

describe('standards met (spec 1 §4–5)', () => {
  it.each<[number | null | undefined, number | null | undefined, boolean]>([
    [3, 3, true],
    [4, 3, true],
    [2.99, 3, false],
    [0, undefined, true],
    [null, 1, false],
    [undefined, undefined, false],
    [Number.NaN, 1, false],
  ])('score %j with minimum %j is met: %s', (score, minimum, met) => {
    expect(isStandardMet(score, minimum)).toBe(met);
  });

  it.each<[number, number, number, boolean]>([
    [7, 10, 70, true],
    [6.9, 10, 70, false],
    [10, 10, 100, true],
    [0, 0, 0, false],
    [12, 10, 100, true],
  ])('rubric score %d of %d against threshold %d%% is met: %s', (total, maximum, threshold, met) => {
    expect(isRubricThresholdMet(total, maximum, threshold)).toBe(met);
  });

  it('explains the threshold', () => {
    expect(message('rubrics.threshold_hint')).toBe('Score of the rubric must >= threshold %');
  });
});

describe('statement minimum score (spec 1 §5)', () => {
  it.each<[string, number, string | null]>([
    ['', 10, 'This field cannot be left blank.'],
    ['  ', 10, 'This field cannot be left blank.'],
    ['abc', 10, 'Please enter a number.'],
    ['1e2', 10, 'Please enter a number.'],
    ['0', 10, 'Please enter a number greater than 0.'],
    ['-2', 10, 'Please enter a number greater than 0.'],
    ['11', 10, 'The minimum score cannot exceed 10.'],
    ['2.5', 10, 'Only integer.'],
    ['10', 10, null],
    ['1', 10, null],
    [' 4 ', 10, null],
  ])('%j with maximum %d → %j', (text, maximum, error) => {
    const result = statementMinimumScoreError(text, maximum);
    expect(result ? message(result.key, 'en', 'params' in result ? result.params : undefined) : null).toBe(error);
  });
});
