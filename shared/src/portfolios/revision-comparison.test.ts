import { describe, expect, it } from '@jest/globals';
import { compareRevisionContents, diffWords, WORD_EDIT_LIMIT } from './revision-comparison';

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

  it('shows one changed word of a 20,000-word essay as one change, whatever the length (issue 21)', () => {
    const essay = Array.from({ length: 20_000 }, (_, i) => `word${i % 997}`);
    const revised = [...essay];
    revised[12_345] = 'changed';
    const segments = diffWords(essay, revised);
    const changes = segments.filter((segment) => segment.op !== 'same');
    expect(changes).toEqual([
      { op: 'removed', text: essay[12_345] },
      { op: 'added', text: 'changed' },
    ]);
    expect(segments.filter((segment) => segment.op === 'same').map((s) => s.text.split(' ').length)).toEqual([
      12_345,
      20_000 - 12_346,
    ]);
  });

  it('finds a few scattered edits in a long text', () => {
    const text = Array.from({ length: 8_000 }, (_, i) => `w${i}`);
    const revised = text.filter((_, i) => i !== 100 && i !== 7_000);
    revised.splice(4_000, 0, 'inserted');
    const changes = diffWords(text, revised).filter((segment) => segment.op !== 'same');
    expect(changes).toEqual([
      { op: 'removed', text: 'w100' },
      { op: 'added', text: 'inserted' },
      { op: 'removed', text: 'w7000' },
    ]);
  });

  it('shows texts further apart than the edit limit as the whole text removed and added', () => {
    const long = Array.from({ length: WORD_EDIT_LIMIT + 1 }, (_, i) => `w${i}`);
    const segments = diffWords(long, ['short']);
    expect(segments.map((s) => s.op)).toEqual(['removed', 'added']);
    expect(segments[0]?.text.split(' ')).toHaveLength(WORD_EDIT_LIMIT + 1);
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
