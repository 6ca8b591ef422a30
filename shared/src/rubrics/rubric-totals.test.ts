import { describe, expect, it } from '@jest/globals';
import {
  criterionScore,
  formatRubricNumber,
  rubricMeanScore,
  rubricScoreSummary,
  type RubricSelection,
} from './rubric-totals';

const rubric = {
  levels: [
    { id: 'l0', name: 'Low' },
    { id: 'l1', name: 'Mid' },
    { id: 'l2', name: 'High' },
  ],
  criterias: [
    { id: 'c1', name: 'A' },
    { id: 'c2', name: 'B' },
    { id: 'c3', name: 'C' },
  ],
  points: [
    [0, 1, 2],
    [1, 2, 4],
    [0, 5, 10],
  ],
  weight: [1, 0.5, 1],
};

describe('rubric totals (spec 1 §5)', () => {
  it.each<[string, RubricSelection, string, number, string | null]>([
    ['everything at the top', { c1: 'l2', c2: 'l2', c3: 'l2' }, '14.00', 14, '100.00'],
    ['a mixed selection', { c1: 'l1', c2: 'l0', c3: 'l1' }, '6.50', 14, '46.43'],
    ['N/A excluded from total and maximum', { c1: 'l2', c2: 'NA', c3: 'l1' }, '7.00', 12, '58.33'],
    ['empty choices excluded', { c1: 'l2', c2: null, c3: undefined }, '2.00', 2, '100.00'],
    ['an unknown level ignored', { c1: 'zz', c2: 'l2' }, '2.00', 2, '100.00'],
    ['nothing chosen', {}, '0.00', 0, null],
  ])('totals %s: %s of %d (%s%%)', (_name, selection, totalText, maximum, percentageText) => {
    const summary = rubricScoreSummary(rubric, selection);
    expect([summary.totalText, summary.maximum, summary.percentageText]).toEqual([totalText, maximum, percentageText]);
  });

  it('floors the total at 0', () => {
    const negative = {
      ...rubric,
      points: [
        [-5, 1, 2],
        [1, 2, 4],
        [0, 5, 10],
      ],
    };
    expect(rubricScoreSummary(negative, { c1: 'l0' })).toMatchObject({ total: 0, totalText: '0.00' });
  });

  it('hides a percentage above 100', () => {
    const odd = { levels: rubric.levels, criterias: [{ id: 'c1', name: 'A' }], points: [[0, 1, 2]], weight: [-1] };
    expect(rubricScoreSummary(odd, { c1: 'l0' }).percentage).toBeNull();
    const over = {
      levels: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
      criterias: [{ id: 'c1', name: 'A' }],
      points: [[5, 3]],
      weight: [],
    };
    expect(rubricScoreSummary(over, { c1: 'a' }).percentageText).toBe('100.00');
  });

  it.each<[number, 1 | 2, string]>([
    [1.005, 2, '1.01'],
    [46.428571, 2, '46.43'],
    [46.428571, 1, '46.4'],
    [0, 2, '0.00'],
    [7, 1, '7.0'],
  ])('formats %d with %i decimals as %s', (value, decimals, text) => {
    expect(formatRubricNumber(value, decimals)).toBe(text);
  });

  it('scores one criterion', () => {
    expect(criterionScore(rubric, 'c2', 'l2')).toBe(2);
    expect(criterionScore(rubric, 'c2', 'NA')).toBeNull();
    expect(criterionScore(rubric, 'c2', null)).toBeNull();
    expect(criterionScore(rubric, 'zz', 'l2')).toBeNull();
    expect(criterionScore(rubric, 'c1', 'zz')).toBeNull();
  });

  it.each<[Array<number | null>, number | null]>([
    [[1, 2, 3], 2],
    [[1, null, 4], 2.5],
    [[], null],
    [[null], null],
  ])('means %j as %j', (scores, mean) => {
    expect(rubricMeanScore(scores)).toBe(mean);
  });
});
