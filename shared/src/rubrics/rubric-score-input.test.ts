import { describe, expect, it } from '@jest/globals';
import { isRubricScoreInput } from './rubric-score-input';

describe('rubric score input (spec 1 §5)', () => {
  it.each<[string, boolean]>([
    ['0', true],
    ['1', true],
    ['9', true],
    ['10', true],
    ['99', true],
    ['5.5', true],
    ['12.34', true],
    ['99.99', true],
    ['0.5', true],
    ['0.25', true],
    ['100', false],
    ['01', false],
    ['00', false],
    ['1.234', false],
    ['1.', false],
    ['.5', false],
    ['-1', false],
    ['+1', false],
    [' 1', false],
    ['1e1', false],
    ['', false],
    ['abc', false],
  ])('%j is a score input: %s', (text, valid) => {
    expect(isRubricScoreInput(text)).toBe(valid);
  });
});
