import { describe, expect, it } from '@jest/globals';
import {
  aggregationConfigOf,
  aggregationDraftOf,
  emptyAggregationDraft,
  invalidLevelPoints,
  setLevelPoints,
  toggleMappedComponent,
} from './aggregation-draft';

const LEVELS = ['l1', 'l2', 'l3', 'l4'];
const MAXIMUMS: Record<string, number> = { q1: 3, q2: 4 };
const maximumOf = (ids: readonly string[]) => ids.reduce((sum, id) => sum + (MAXIMUMS[id] ?? 0), 0);

describe('an aggregation rubric’s mapping while it is configured (spec 1 §3, §5)', () => {
  it('spreads a newly mapped criterion’s points from 0 to its maximum, following it until the author types', () => {
    let draft = toggleMappedComponent(emptyAggregationDraft(), 'c1', 'q1', true, LEVELS, maximumOf);
    expect(aggregationConfigOf(draft, ['c1', 'c2'], LEVELS).aggregation_config.range.c1!.map((e) => e.value)).toEqual([
      0, 1, 2, 3,
    ]);
    draft = toggleMappedComponent(draft, 'c1', 'q2', true, LEVELS, maximumOf);
    expect(draft.points.c1).toEqual({ l1: '0', l2: '2', l3: '4', l4: '7' });
    draft = setLevelPoints(draft, 'c1', 'l2', '1');
    draft = toggleMappedComponent(draft, 'c1', 'q2', false, LEVELS, maximumOf);
    // Typed points stay as typed: 7 is now above the maximum of 3, and marked.
    expect(draft.points.c1).toEqual({ l1: '0', l2: '1', l3: '4', l4: '7' });
    expect(invalidLevelPoints(draft, 'c1', LEVELS, 3)).toEqual([false, false, true, true]);
  });

  it('unmaps a criterion left with no component, its points with it', () => {
    let draft = toggleMappedComponent(emptyAggregationDraft(), 'c1', 'q1', true, LEVELS, maximumOf);
    draft = toggleMappedComponent(draft, 'c1', 'q1', false, LEVELS, maximumOf);
    expect(draft).toEqual(emptyAggregationDraft());
  });

  it('reads what a component stored and writes it back in the rubric’s criterion and level order', () => {
    const stored = {
      components_mapping: { c2: ['q2'], c1: [] },
      aggregation_config: {
        range: { c2: [0, 1, 2, 4].map((value, i) => ({ level: LEVELS[i], value })) },
      },
    };
    const draft = aggregationDraftOf(stored);
    expect(draft.mapping).toEqual({ c2: ['q2'] });
    expect(aggregationConfigOf(setLevelPoints(draft, 'c2', 'l3', ''), ['c1', 'c2'], LEVELS)).toEqual({
      components_mapping: { c2: ['q2'] },
      aggregation_config: {
        range: {
          c2: [
            { level: 'l1', value: 0 },
            { level: 'l2', value: 1 },
            { level: 'l3', value: null },
            { level: 'l4', value: 4 },
          ],
        },
      },
    });
  });
});
