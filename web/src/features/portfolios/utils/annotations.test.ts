import { describe, expect, it } from '@jest/globals';
import { parseRichText } from '@tessera/shared';
import { appendRichText } from '../../../components/ui/rich-text';
import { annotationText, locateSelection, sentenceRanges, shortQuote, shownPlain } from './annotations';

describe('annotations', () => {
  it('reads a component’s plain text as the server does (markup out, entities decoded)', () => {
    const plain = annotationText({ content: '<p>Fractions first.</p><p>Then&nbsp;decimals &amp; percentages.</p>' });
    expect(plain).toContain('Fractions first.');
    expect(plain).toContain('decimals & percentages.');
    expect(annotationText({ answer: 1 })).toBe('');
    expect(annotationText(undefined)).toBe('');
  });

  it('splits sentences with offsets that slice back to the sentence', () => {
    const plain = '  The class reasons first. Then we check!\nA list line\nWhy? ';
    const ranges = sentenceRanges(plain);
    expect(ranges.map((range) => range.text)).toEqual([
      'The class reasons first.',
      'Then we check!',
      'A list line',
      'Why?',
    ]);
    for (const range of ranges) expect(plain.slice(range.start, range.end)).toBe(range.text);
  });

  it('finds a pointer selection across different blanks, nearest the page offset', () => {
    const plain = 'We check. The class reasons. We check. Done.';
    const first = locateSelection(plain, 'We check.', 0);
    const second = locateSelection(plain, 'We check.', 30);
    expect(first).toEqual({ start: 0, end: 9, text: 'We check.' });
    expect(second?.start).toBe(plain.lastIndexOf('We check.'));
    // The page shows a line break where the stored text has a space.
    expect(locateSelection('reason about\tfractions before', 'about\nfractions')).toEqual({
      start: 7,
      end: 22,
      text: 'about\tfractions',
    });
    expect(locateSelection(plain, 'not there')).toBeNull();
    expect(locateSelection(plain, '   ')).toBeNull();
    // Characters that mean something to a regular expression are only text.
    expect(locateSelection('a (b) c?', '(b) c?')?.start).toBe(2);
  });

  it('shortens a long quote at a word', () => {
    expect(shortQuote('short')).toBe('short');
    const long = 'The lesson opens with a short story problem so the class can reason about fractions before';
    const shown = shortQuote(long, 40);
    expect(shown.endsWith('…')).toBe(true);
    expect(long.startsWith(shown.slice(0, -1))).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(41);
  });

  it('finds an annotation’s passage in a rendered rich-text answer (offsets of stripMarkup’s text)', () => {
    const html =
      '<p>Plans for <strong>fractions</strong> today.</p><ul><li>Pairs compare <em>their</em> drawings.</li></ul>';
    const holder = document.createElement('div');
    appendRichText(holder, parseRichText(html));
    const shown = shownPlain(holder);
    const rangeFor = (sentence: string) => {
      const highlight = sentenceRanges(annotationText({ content: html })).find((entry) => entry.text === sentence);
      if (!highlight) throw new Error(`no sentence ${sentence}`);
      const found = locateSelection(shown.text, highlight.text, highlight.start);
      const start = found ? shown.point(found.start, false) : null;
      const end = found ? shown.point(found.end, true) : null;
      if (!start || !end) return null;
      const range = document.createRange();
      range.setStart(...start);
      range.setEnd(...end);
      return range.toString();
    };
    expect(rangeFor('Plans for fractions today.')).toBe('Plans for fractions today.');
    expect(rangeFor('Pairs compare their drawings.')).toBe('Pairs compare their drawings.');
  });
});
