import { describe, expect, it } from '@jest/globals';
import { compareRevisionContents, diffWords, WORD_DIFF_LIMIT } from './revision-comparison';

describe('word diff of a text component', () => {
  it('keeps common words and marks the added and removed ones, joined into runs', () => {
    expect(diffWords('the cat sat on the mat'.split(' '), 'the black cat sat on a mat'.split(' '))).toEqual([
      { op: 'same', text: 'the' },
      { op: 'added', text: 'black' },
      { op: 'same', text: 'cat sat on' },
      { op: 'removed', text: 'the' },
      { op: 'added', text: 'a' },
      { op: 'same', text: 'mat' },
    ]);
  });

  it('handles one side empty', () => {
    expect(diffWords([], ['new', 'words'])).toEqual([{ op: 'added', text: 'new words' }]);
    expect(diffWords(['old'], [])).toEqual([{ op: 'removed', text: 'old' }]);
  });

  it('replaces whole texts beyond the word limit instead of running a quadratic diff', () => {
    const long = Array.from({ length: WORD_DIFF_LIMIT + 1 }, (_, i) => `w${i}`);
    const segments = diffWords(long, ['short']);
    expect(segments.map((s) => s.op)).toEqual(['removed', 'added']);
  });
});

describe('revision comparison, component by component (issue 12)', () => {
  const components = [
    { component_id: 'text-1', label: 'Rationale', type: 'textarea' },
    { component_id: 'radio-1', label: 'Setting', type: 'radio_button' },
    { component_id: 'date-1', label: 'Date', type: 'date_selection' },
    { component_id: 'field-1', label: 'Name', type: 'textfield' },
  ];

  it('says which components changed, were added or removed, with a word diff for text', () => {
    const compared = compareRevisionContents(
      components,
      { 'text-1': { content: '<p>I plan a lesson</p>' }, 'radio-1': { answer: 1 }, 'field-1': { content: 'Ann' } },
      {
        'text-1': { content: '<p>I plan a better lesson</p>' },
        'radio-1': { answer: 1 },
        'date-1': { content: '2030-01-02' },
      },
    );
    expect(compared.map((c) => [c.component_id, c.change])).toEqual([
      ['text-1', 'changed'],
      ['radio-1', 'unchanged'],
      ['date-1', 'added'],
      ['field-1', 'removed'],
    ]);
    expect(compared[0]?.diff).toEqual([
      { op: 'same', text: 'I plan a' },
      { op: 'added', text: 'better' },
      { op: 'same', text: 'lesson' },
    ]);
    expect(compared[1]?.diff).toBeNull();
    expect(compared[2]).toMatchObject({ before: null, after: { content: '2030-01-02' }, diff: null });
    expect(compared[3]?.diff).toEqual([{ op: 'removed', text: 'Ann' }]);
  });

  it('treats equal contents written in another key order as unchanged', () => {
    const [first] = compareRevisionContents(
      [{ component_id: 'c', label: 'C', type: 'checkbox' }],
      { c: { answer: [1, 2], extra: { a: 1, b: 2 } } },
      { c: { extra: { b: 2, a: 1 }, answer: [1, 2] } },
    );
    expect(first?.change).toBe('unchanged');
  });

  it('leaves a component absent from both unchanged', () => {
    expect(compareRevisionContents(components.slice(0, 1), {}, {})[0]).toMatchObject({ change: 'unchanged' });
  });
});
