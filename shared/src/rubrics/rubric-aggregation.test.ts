import { describe, expect, it } from '@jest/globals';
import {
  aggregatedRubricLevel,
  aggregationCriterionMaximum,
  invalidAggregationEntries,
  isAggregationConfigValid,
  rubricAutoFillState,
  type AggregationLevelValue,
} from './rubric-aggregation';

describe('rubric aggregation configuration (spec 1 §5, spec 2 §5)', () => {
  it.each<[AggregationLevelValue[], number, boolean[]]>([
    [[0, 5, 10], 10, [false, false, false]],
    [[0, 5, 5], 10, [false, false, false]],
    [[0, 6, 5], 10, [false, false, true]],
    [[0, 5, 11], 10, [false, false, true]],
    [['0', ' 4 ', '8'], 8, [false, false, false]],
    [['', 4, null], 8, [true, false, true]],
    [[-1, 2], 8, [true, false]],
    [['x', 3], 8, [true, false]],
    [[3, 1, 4], 8, [false, true, false]],
    [[Number.NaN], 8, [true]],
  ])('marks %j (max %d) invalid at %j: non-decreasing, not above the criterion maximum', (values, max, invalid) => {
    expect(invalidAggregationEntries(values, max)).toEqual(invalid);
  });

  it('disables save while any entry is invalid', () => {
    expect(
      isAggregationConfigValid([
        { values: [0, 2], criterionMax: 2 },
        { values: [1, 3], criterionMax: 4 },
      ]),
    ).toBe(true);
    expect(
      isAggregationConfigValid([
        { values: [0, 2], criterionMax: 2 },
        { values: [3, 1], criterionMax: 4 },
      ]),
    ).toBe(false);
  });

  it('sums mapped component maximums into the criterion maximum', () => {
    expect(aggregationCriterionMaximum([3, 5, 0])).toBe(8);
    expect(aggregationCriterionMaximum([])).toBe(0);
  });

  it.each<[number, string | null]>([
    [0, 'fail'],
    [4.9, 'fail'],
    [5, 'pass'],
    [9, 'distinction'],
    [-1, null],
  ])('a score of %d reaches %j', (score, level) => {
    const range = [
      { level: 'fail', value: 0 },
      { level: 'pass', value: 5 },
      { level: 'unset', value: null },
      { level: 'distinction', value: 8 },
    ];
    expect(aggregatedRubricLevel(range, score)).toBe(level);
  });

  it.each<[number, boolean, string]>([
    [0, false, 'unstarted'],
    [2, false, 'ready'],
    [2, true, 'finished'],
  ])('auto-fill with %i answered, filled %s is %s (spec 1 §4)', (answered, filled, state) => {
    expect(rubricAutoFillState(answered, filled)).toBe(state);
  });
});
