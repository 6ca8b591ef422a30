import { describe, expect, it } from '@jest/globals';
import { message } from '../messages/index';
import {
  aggregationKind,
  choiceComponentMaximum,
  choiceComponentScore,
  dropdownEntries,
  isDropdownAnswered,
  isOptionButtonHidden,
  optionPoints,
  questionMaximum,
  type ChoiceOption,
} from './choice-options';

describe('question maximum for aggregation (spec 1 §9)', () => {
  it.each<['checkbox' | 'dropdown' | 'radio', number[], number]>([
    ['checkbox', [1, 2, 3], 6],
    ['checkbox', [2, -1, 3], 5],
    ['checkbox', [-2, -1], 0],
    ['checkbox', [], 0],
    ['checkbox', [0.5, 0.25], 0.75],
    ['dropdown', [1, 5, 3], 5],
    ['dropdown', [], 0],
    ['radio', [2, -1, 4], 4],
    ['radio', [-3, -1], -1],
    ['radio', [Number.NaN, 2], 2],
  ])('%s with points %j has maximum %d', (kind, points, maximum) => {
    expect(questionMaximum(kind, points)).toBe(maximum);
  });
});

describe('choice options (spec 1 §3, §5, §9)', () => {
  const options: ChoiceOption[] = [
    { id: 'a', value: 'A', points: 1 },
    { id: 'b', value: 'B', points: '3' },
    { id: 'c', value: 'C', points: '' },
    { id: 'd', value: 'D', points: null },
  ];

  it("puts 'Select Option' with id 0 first in a dropdown", () => {
    const entries = dropdownEntries(options);
    expect(entries[0]).toEqual({
      id: 0,
      value: '',
      labelKey: 'components.dropdown.select_option',
    });
    expect(message('components.dropdown.select_option')).toBe('Select Option');
    expect(entries).toHaveLength(5);
  });

  it.each<[string | number | null | undefined, boolean]>([
    [0, false],
    ['0', false],
    ['', false],
    [null, false],
    [undefined, false],
    ['a', true],
    [3, true],
  ])('dropdown answer %j is an answer: %s', (answer, answered) => {
    expect(isDropdownAnswered(answer)).toBe(answered);
  });

  it.each<[number, number, boolean]>([
    [0, 2, true],
    [1, 3, true],
    [2, 3, false],
    [0, 4, false],
    [1, 4, false],
  ])('option %i of %i hides its button: %s (first two hidden with 3 or fewer options)', (index, count, hidden) => {
    expect(isOptionButtonHidden(index, count)).toBe(hidden);
  });

  it('reads points from the score mapping first, then the options; unreadable is 0', () => {
    expect([...optionPoints(options).entries()]).toEqual([
      ['a', 1],
      ['b', 3],
      ['c', 0],
      ['d', 0],
    ]);
    expect(optionPoints(options, { a: -2, c: '4' }).get('a')).toBe(-2);
    expect(optionPoints(options, { a: -2, c: '4' }).get('c')).toBe(4);
  });

  it.each<['checkbox' | 'dropdown' | 'radio_button', Record<string, number> | undefined, number]>([
    ['checkbox', undefined, 4],
    ['checkbox', { a: -5 }, 3],
    ['dropdown', undefined, 3],
    ['radio_button', { d: 9 }, 9],
  ])('a %s component with mapping %j has maximum %d', (kind, mapping, maximum) => {
    expect(choiceComponentMaximum(kind, options, mapping)).toBe(maximum);
  });

  it.each<['checkbox' | 'dropdown' | 'radio_button', string | number | string[] | null | undefined, number]>([
    ['checkbox', ['a', 'b'], 4],
    ['checkbox', [], 0],
    ['checkbox', 'a', 1],
    ['radio_button', 'b', 3],
    ['radio_button', null, 0],
    ['dropdown', 0, 0],
    ['dropdown', ['b', 'a'], 3],
    ['dropdown', undefined, 0],
    ['radio_button', 'zzz', 0],
  ])('%s answered %j scores %d', (kind, answer, score) => {
    expect(choiceComponentScore(kind, options, answer)).toBe(score);
  });

  it('aggregates radio buttons as radio', () => {
    expect([aggregationKind('radio_button'), aggregationKind('checkbox'), aggregationKind('dropdown')]).toEqual([
      'radio',
      'checkbox',
      'dropdown',
    ]);
  });
});
