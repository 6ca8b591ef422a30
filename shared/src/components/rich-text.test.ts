import { describe, expect, it } from '@jest/globals';
import { parseRichText, sanitizeRichText } from './rich-text';
import { countWords, stripMarkup } from './word-count';

describe('sanitizeRichText: the stored answers’ allow-list (issue 12, spec 1 §5)', () => {
  it('keeps paragraphs, breaks, bold, italic, lists and http, https and mailto links', () => {
    const html =
      '<p>One <strong>bold</strong> and <em>italic</em><br>line</p><ul><li>a</li><li>b</li></ul><ol><li>c</li></ol>' +
      '<p><a href="https://example.org/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">site</a> ' +
      '<a href="mailto:me@example.org" target="_blank" rel="noopener noreferrer">mail</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('leaves plain text as it is, escaping only what would be markup', () => {
    expect(sanitizeRichText('Fractions with a story.')).toBe('Fractions with a story.');
    expect(sanitizeRichText('don\'t say 3 < 4 & "yes"')).toBe('don\'t say 3 &lt; 4 &amp; "yes"');
  });

  it('drops scripts and styles with their content, and every attribute but a link’s address', () => {
    expect(sanitizeRichText('<p onclick="x()">a<script>alert(1)</script>b<style>p{}</style></p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<img src=x onerror="alert(1)">text<svg onload=alert(1)><circle/></svg>')).toBe(' text');
    expect(sanitizeRichText('<SCRIPT>alert(1)')).toBe('');
    expect(sanitizeRichText('<p style="color:red" class="x">hi</p>')).toBe('<p>hi</p>');
  });

  it('drops javascript:, data: and relative links but keeps their text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">click</a>')).toBe('click');
    expect(sanitizeRichText('<a href="java&#x09;script:alert(1)">tab</a>')).toBe('tab');
    expect(sanitizeRichText('<a href=" JaVaScRiPt:alert(1)">case</a>')).toBe('case');
    expect(sanitizeRichText('<a href="data:text/html,x">data</a>')).toBe('data');
    expect(sanitizeRichText('<a href="/local">rel</a>')).toBe('rel');
    expect(sanitizeRichText('<a>none</a>')).toBe('none');
  });

  it('quotes a link address safely and writes rel=noopener', () => {
    expect(sanitizeRichText("<a href='https://x.org/\"><script>'>q</a>")).toBe(
      '<a href="https://x.org/&quot;&gt;&lt;script&gt;" target="_blank" rel="noopener noreferrer">q</a>',
    );
  });

  it('renames the browser’s own markup (b, i, div) and unwraps what is not allowed', () => {
    expect(sanitizeRichText('<div>one</div><div><b>two</b> <i>three</i></div>')).toBe(
      '<p>one</p><p><strong>two</strong> <em>three</em></p>',
    );
    expect(sanitizeRichText('<span style="x">kept</span> <font>text</font><h1>head</h1>')).toBe('kept text<p>head</p>');
    expect(stripMarkup(sanitizeRichText('<table><tr><td>a</td><td>b</td></tr></table>x<hr>y'))).toMatch(
      /a\s+b\s+x\s+y/,
    );
  });

  it('never nests a paragraph in a paragraph or a list in a paragraph', () => {
    expect(sanitizeRichText('<p>a<p>b')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeRichText('<p>a<ul><li>b<li>c</ul>')).toBe('<p>a</p><ul><li>b</li><li>c</li></ul>');
    expect(sanitizeRichText('<ul><li>a<ul><li>b</li></ul></li></ul>')).toBe('<ul><li>a<ul><li>b</li></ul></li></ul>');
  });

  it('is stable: sanitising twice changes nothing', () => {
    const messy = '<div>x <b>y</b><a href="http://a.b" onclick=1>z</a><script>1</script><p>q<br/>r';
    const once = sanitizeRichText(messy);
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('reads a lone or unclosed angle bracket as text, never as markup', () => {
    expect(sanitizeRichText('a < b and c > d')).toBe('a &lt; b and c &gt; d');
    expect(sanitizeRichText('<a href="x')).toBe('');
    expect(parseRichText('<!-- note -->text')).toEqual(['text']);
  });

  it('reads long hostile input (unclosed quotes and tags) to nothing, each < read once', () => {
    expect(sanitizeRichText('<a "'.repeat(50_000))).toBe('');
    expect(sanitizeRichText('x<p '.repeat(50_000))).toBe('x<p></p>');
  });

  it('keeps the words stripMarkup counts (minimum words, annotations)', () => {
    const html = '<p>One <strong>two</strong></p><ul><li>three</li><li>four five</li></ul>';
    expect(countWords(sanitizeRichText(html))).toBe(5);
    expect(stripMarkup(sanitizeRichText(html)).trim().split(/\s+/)).toEqual(['One', 'two', 'three', 'four', 'five']);
  });
});
