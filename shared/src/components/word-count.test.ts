import { describe, expect, it } from '@jest/globals';
import { message } from '../messages/index';
import { countWords, effectiveMinimumWords, minimumWordsStatus, stripMarkup, toggleMinimumWords } from './word-count';

describe('word counting after stripping markup (spec 1 §5)', () => {
  it.each<[string, number]>([
    ['', 0],
    ['   ', 0],
    ['one', 1],
    ['one two  three', 3],
    ['<p>one</p><p>two</p>', 2],
    ['<p><strong>bold</strong>text</p>', 1],
    ['<p><em>two</em> <span class="x">words</span></p>', 2],
    ['<div>block</div><div>level</div>', 2],
    ['<ul><li>a</li><li>b</li><li>c</li></ul>', 3],
    ['one&nbsp;two', 2],
    ['fish &amp; chips', 3],
    ['<p>&nbsp;</p>', 0],
    ['<br/>line<br>break', 2],
    ['<!-- note --> visible', 1],
    ['<style>p { color: red }</style><p>styled</p>', 1],
    ['&#72;&#x69; there', 2],
    ['caf\u00e9 na\u00efve r\u00e9sum\u00e9', 3],
    ['&unknown; word', 2],
  ])('counts %j as %i words', (html, words) => {
    expect(countWords(html)).toBe(words);
  });

  it('decodes entities while stripping', () => {
    expect(stripMarkup('<b>a&lt;b</b>&quot;&#39;&apos;&gt;').trim()).toBe("a<b\"''>");
    expect(stripMarkup('&#99999999;')).toBe('&#99999999;');
  });
});

describe('minimum words (spec 1 §5, §9)', () => {
  it.each<[string | number | undefined | null, boolean, number]>([
    ['30', false, 30],
    ['0', false, 0],
    [' 12 ', false, 12],
    ['abc', false, 0],
    ['', false, 0],
    [undefined, false, 0],
    [null, false, 0],
    [7, false, 7],
    [-3, false, 0],
    ['30', true, 0],
  ])('min_word_count %j (optional %s) applies a minimum of %i', (value, optional, minimum) => {
    expect(effectiveMinimumWords(value, optional)).toBe(minimum);
  });

  it('sets 30 when the minimum is ticked, 0 when unticked (spec 1 §5)', () => {
    expect([toggleMinimumWords(true), toggleMinimumWords(false)]).toEqual(['30', '0']);
  });

  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

  it.each<[number, number, number, boolean, boolean]>([
    // written, minimum, missing, met, hint shown
    [0, 10, 10, false, false],
    [4, 10, 6, false, false],
    [5, 10, 5, false, true],
    [9, 10, 1, false, true],
    [10, 10, 0, true, false],
    [12, 10, 0, true, false],
    [0, 0, 0, true, false],
  ])(
    'with %i of %i words: %i missing, met %s, hint %s (hint for 1 to 5 missing)',
    (written, minimum, missing, met, hint) => {
      const status = minimumWordsStatus(`<p>${words(written)}</p>`, String(minimum));
      expect([status.missing, status.met, status.hint !== null]).toEqual([missing, met, hint]);
    },
  );

  it('words the hint and the polite announcement', () => {
    const one = minimumWordsStatus(words(29), '30');
    expect(message(one.hint!.key, 'en', one.hint!.params)).toBe('This text area requires a minimum of 30 words.');
    expect(message(one.announcement!.key, 'en', one.announcement!.params)).toBe(
      '1 more word to meet the minimum of 30.',
    );
    const three = minimumWordsStatus(words(27), '30');
    expect(message(three.announcement!.key, 'en', three.announcement!.params)).toBe(
      '3 more words to meet the minimum of 30.',
    );
  });

  it('skips the rule for an optional text area', () => {
    expect(minimumWordsStatus('', '30', true).met).toBe(true);
  });
});
