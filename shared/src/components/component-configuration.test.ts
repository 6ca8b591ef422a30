import { describe, expect, it } from '@jest/globals';
import { message } from '../messages/index';
import {
  isComponentLabelUnique,
  showsMinimumWordsField,
  validateComponentConfiguration,
  type ComponentConfigurationDraft,
} from './component-configuration';

const errorsOf = (draft: ComponentConfigurationDraft, others: string[] = []) =>
  Object.fromEntries(
    Object.entries(validateComponentConfiguration(draft, others)).map(([field, error]) => [
      field,
      message(error.key, 'en', error.params),
    ]),
  );

describe('component configuration modal (spec 1 §5, spec 2 §5)', () => {
  it.each<[string, ComponentConfigurationDraft, string[], Record<string, string>]>([
    ['a valid text field', { kind: 'textfield', label: 'Name' }, ['Other'], {}],
    ['a blank label', { kind: 'textfield', label: '  ' }, [], { label: 'Please enter a label.' }],
    [
      'a duplicate label (case-insensitive)',
      { kind: 'textfield', label: ' name ' },
      ['Name'],
      { label: 'Please enter a unique label.' },
    ],
    [
      'options with blank labels and points',
      {
        kind: 'radio_button',
        label: 'Q',
        button_options: [
          { value: '', points: '' },
          { value: 'B', points: '-1' },
          { value: 'C', points: '1.5' },
          { value: 'D', points: '2' },
        ],
      },
      [],
      {
        'button_options.0.value': 'Please enter an option label.',
        'button_options.0.points': 'Please enter a point value.',
        'button_options.1.points': 'Only positive integer and 0.',
        'button_options.2.points': 'Only positive integer and 0.',
      },
    ],
    ['options without points', { kind: 'dropdown', label: 'Q', button_options: [{ value: 'A' }] }, [], {}],
    [
      'score mapping',
      {
        kind: 'checkbox',
        label: 'Q',
        button_options: [{ value: 'A', points: '0' }],
        score_mapping: { a: '-2', b: '', c: '1.5' },
      },
      [],
      { 'score_mapping.b': 'Please enter a point value.', 'score_mapping.c': 'Only integer.' },
    ],
    [
      'a missing maximum file size',
      { kind: 'file_upload', label: 'F', maximum_size: '' },
      [],
      { maximum_size: 'Please enter the maximum file size.' },
    ],
    [
      'a fractional maximum file size',
      { kind: 'attachment', label: 'F', maximum_size: '1.5' },
      [],
      { maximum_size: 'Only integer.' },
    ],
    [
      'an oversize maximum',
      { kind: 'file_upload', label: 'F', maximum_size: '4096' },
      [],
      { maximum_size: 'File size cannot exceed 2048 MB.' },
    ],
    ['the largest maximum', { kind: 'file_upload', label: 'F', maximum_size: '2048' }, [], {}],
    [
      'a blank minimum word count',
      { kind: 'textarea', label: 'T', minimum_words_enabled: true, min_word_count: '' },
      [],
      { min_word_count: 'This field cannot be left blank.' },
    ],
    [
      'a fractional minimum word count',
      { kind: 'textarea', label: 'T', minimum_words_enabled: true, min_word_count: '2.5' },
      [],
      { min_word_count: 'Only integer.' },
    ],
    [
      'a negative minimum word count',
      { kind: 'rich', label: 'T', minimum_words_enabled: true, min_word_count: '-3' },
      [],
      { min_word_count: 'Only positive integer and 0.' },
    ],
    [
      'an optional text area (minimum hidden)',
      { kind: 'textarea', label: 'T', optional: true, minimum_words_enabled: true, min_word_count: '' },
      [],
      {},
    ],
    ['an unticked minimum', { kind: 'textarea', label: 'T', minimum_words_enabled: false, min_word_count: '' }, [], {}],
    [
      'edTPA counts blank',
      { kind: 'edtpa_attachment', label: 'E', min_number: '', max_number: 'x' },
      [],
      { min_number: 'This field cannot be left blank.', max_number: 'Only positive integer and 0.' },
    ],
    [
      'edTPA max below min',
      { kind: 'edtpa_attachment', label: 'E', min_number: '3', max_number: '2' },
      [],
      { max_number: 'The maximum number cannot be less than the minimum number.' },
    ],
    ['edTPA counts valid', { kind: 'edtpa_attachment', label: 'E', min_number: '1', max_number: '2' }, [], {}],
    [
      'a blank scoring maximum',
      { kind: 'scoring', label: 'S', maximum: ' ' },
      [],
      { maximum: 'This field cannot be left blank.' },
    ],
    ['a fractional scoring maximum', { kind: 'scoring', label: 'S', maximum: '9.5' }, [], { maximum: 'Only integer.' }],
    [
      'a zero scoring maximum',
      { kind: 'scoring', label: 'S', maximum: '0' },
      [],
      { maximum: 'Please enter a number greater than 0.' },
    ],
    ['a valid scoring maximum', { kind: 'scoring', label: 'S', maximum: '100' }, [], {}],
  ])('checks %s', (_name, draft, others, expected) => {
    expect(errorsOf(draft, others)).toEqual(expected);
  });

  it('compares labels trimmed and case-insensitively', () => {
    expect(isComponentLabelUnique('Essay', ['essay '])).toBe(false);
    expect(isComponentLabelUnique('Essay 2', ['Essay'])).toBe(true);
  });

  it.each([
    ['textarea', false, true],
    ['textarea', true, false],
    ['rich', undefined, true],
    ['textfield', false, false],
  ] as const)('shows the min word count for %s optional %s: %s (optional hides it)', (kind, optional, shown) => {
    expect(showsMinimumWordsField(kind, optional)).toBe(shown);
  });
});
