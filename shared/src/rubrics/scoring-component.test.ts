import { describe, expect, it } from '@jest/globals';
import { message } from '../messages/index';
import {
  aggregateScore,
  filterScoringInput,
  hasAtMostOnePrimary,
  isPrimaryCheckboxDisabled,
  isScoringMaximumReadOnly,
  SCORING_ASSIGN_MODE_LABELS,
  scoringDisplay,
  scoringMaximum,
  scoringScreenReaderText,
  showsAssignModeChooser,
  type AggregatedQuestion,
} from './scoring-component';

describe('scoring component (spec 1 §4–5, §9)', () => {
  it('labels the modes Manual Score and Auto Score', () => {
    expect([message(SCORING_ASSIGN_MODE_LABELS.manual), message(SCORING_ASSIGN_MODE_LABELS.aggregation)]).toEqual([
      'Manual Score',
      'Auto Score',
    ]);
  });

  it.each<['manual' | 'aggregation', number | null | undefined, number, number, boolean]>([
    ['manual', 40, 12, 40, false],
    ['manual', undefined, 12, 100, false],
    ['manual', null, 12, 100, false],
    ['aggregation', 40, 12, 12, true],
  ])(
    '%s with configured %j and aggregated %d shows maximum %d (read-only %s)',
    (mode, configured, aggregated, maximum, readOnly) => {
      expect(scoringMaximum(mode, configured, aggregated)).toBe(maximum);
      expect(isScoringMaximumReadOnly(mode)).toBe(readOnly);
    },
  );

  const components = [
    { component_id: 's1', primary: true, assign_mode: 'manual' as const },
    { component_id: 's2', assign_mode: 'aggregation' as const },
    { component_id: 's3' },
  ];

  it.each<[string, boolean]>([
    ['s1', false],
    ['s2', true],
    ['s3', true],
  ])('disables the primary checkbox of %s: %s (only one primary)', (id, disabled) => {
    expect(isPrimaryCheckboxDisabled(id, components)).toBe(disabled);
  });

  it('accepts at most one primary', () => {
    expect(hasAtMostOnePrimary(components)).toBe(true);
    expect(hasAtMostOnePrimary([...components, { component_id: 's4', primary: true }])).toBe(false);
  });

  it.each<[string, boolean, boolean]>([
    ['s2', true, true],
    ['s3', true, false],
    ['s2', false, false],
  ])('shows the assign-mode chooser for %s in the assessment panel %s: %s', (id, inPanel, shown) => {
    expect(showsAssignModeChooser(id, components, inPanel)).toBe(shown);
  });

  it.each<[string, string, number, string]>([
    ['', '12', 100, '12'],
    ['12', '12a', 100, '12'],
    ['1', '1.5', 100, '1.5'],
    ['1.5', '1.5.2', 100, '1.52'],
    ['9', '-9', 100, '9'],
    ['10', '101', 100, '10'],
    ['10', '100', 100, '100'],
    ['', '.', 100, '.'],
    ['5', '', 100, ''],
  ])(
    'typing over %j the text %j with maximum %d keeps %j (digits and a dot; above the maximum reverts)',
    (previous, typed, maximum, kept) => {
      expect(filterScoringInput(previous, typed, maximum)).toBe(kept);
    },
  );

  it.each<[number | null | undefined, number, string]>([
    [7, 10, '7 out of 10 points'],
    [0, 100, '0 out of 100 points'],
    [null, 10, 'Nothing entered out of 10 points'],
    [undefined, 100, 'Nothing entered out of 100 points'],
    [Number.NaN, 5, 'Nothing entered out of 5 points'],
  ])('reads score %j of %d to screen readers as %s', (score, maximum, text) => {
    const spoken = scoringScreenReaderText(score, maximum);
    expect(message(spoken.key, 'en', spoken.params)).toBe(text);
  });

  it.each<[number | null | undefined, string]>([
    [null, 'N/A'],
    [undefined, 'N/A'],
    [4.5, '4.5'],
    [0, '0'],
  ])('shows score %j as %s', (score, shown) => {
    const display = scoringDisplay(score);
    expect('key' in display ? message(display.key) : display.text).toBe(shown);
  });
});

describe('auto score (spec 1 §4, §9)', () => {
  const options = [
    { id: 'a', value: 'A', points: 2 },
    { id: 'b', value: 'B', points: 3 },
    { id: 'c', value: 'C', points: -1 },
  ];
  it.each<[string, AggregatedQuestion[], number | null, number]>([
    [
      'a checkbox and a radio',
      [
        { kind: 'checkbox', options, answer: ['a', 'b'] },
        { kind: 'radio_button', options, answer: 'b' },
      ],
      8,
      8,
    ],
    [
      'nothing answered',
      [
        { kind: 'checkbox', options, answer: [] },
        { kind: 'dropdown', options, answer: 0 },
        { kind: 'radio_button', options },
      ],
      null,
      11,
    ],
    ['a negative choice floored at 0', [{ kind: 'radio_button', options, answer: 'c' }], 0, 3],
    ['a dropdown with mapping', [{ kind: 'dropdown', options, answer: 'a', scoreMapping: { a: 10 } }], 10, 10],
    ['a blank answer', [{ kind: 'radio_button', options, answer: '' }], null, 3],
  ])('scores %s', (_name, questions, score, maximum) => {
    const result = aggregateScore(questions);
    expect([result.score, result.maximum]).toEqual([score, maximum]);
    expect(result.scoreText).toBe(score === null ? null : score.toFixed(2));
  });
});
