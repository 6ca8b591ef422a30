import { describe, expect, it } from '@jest/globals';
import {
  parseRichText,
  RICH_TEXT_SANITIZER_OPTIONS,
  RICH_TEXT_TAGS,
  richTextPlainText,
  sanitizeRichText,
} from './rich-text';
import { countWords, stripMarkup } from './word-count';

describe('sanitizeRichText: the stored answers’ allow-list (issue 12, spec 1 §5; sanitize-html since issue 21)', () => {
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
    expect(sanitizeRichText('<img src=x onerror="alert(1)">text<svg onload=alert(1)><circle/></svg>')).toBe('text');
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
    // The browser's nested divs, renamed, are closed as the HTML parser would close paragraphs.
    expect(sanitizeRichText('<div><div>x</div></div>')).toBe('<p></p><p>x</p>');
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
    expect(sanitizeRichText('x<p '.repeat(50_000))).toBe('x');
  });

  it('keeps the words stripMarkup counts (minimum words, annotations)', () => {
    const html = '<p>One <strong>two</strong></p><ul><li>three</li><li>four five</li></ul>';
    expect(countWords(sanitizeRichText(html))).toBe(5);
    expect(stripMarkup(sanitizeRichText(html)).trim().split(/\s+/)).toEqual(['One', 'two', 'three', 'four', 'five']);
  });

  it('keeps a non-breaking space as the character, as stored answers have it', () => {
    expect(sanitizeRichText('<p>x&nbsp;y</p>')).toBe('<p>x\u00a0y</p>');
  });

  it('reads every answer the hand-written sanitiser stored exactly as it was (issue 21: stored HTML reads the same)', () => {
    const stored = [
      '<p>One <strong>bold</strong> and <em>italic</em><br>line</p><ul><li>a</li></ul><ol><li>c<ul><li>d</li></ul></li></ol>',
      '<p><a href="https://example.org/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">site</a></p>',
      'Plain answer with a line\nbreak, 3 &lt; 4 &amp; "quotes" and it\'s fine',
      '<p></p><p>x\u00a0y</p><li>loose item</li>',
      '<a href="mailto:me@example.org" target="_blank" rel="noopener noreferrer">mail</a> é😀',
    ];
    for (const html of stored) expect(sanitizeRichText(html)).toBe(html);
  });
});

/**
 * The attack strings of the probe's rich-text findings (issue 21, defect 8) and of the first allow-list's
 * suite: whatever they are, what is stored holds no script, event handler, style, frame or unsafe address.
 */
const ATTACKS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror="alert(1)">',
  '<svg onload=alert(1)><circle/></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="java&#x09;script:alert(1)">tab</a>',
  '<a href=" JaVaScRiPt:alert(1)">case</a>',
  '<a href="&#106;avascript:alert(1)">entity</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<p style="background:url(javascript:alert(1))">style</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="https://ok.example" onclick="alert(1)" onmouseover="alert(1)">ok</a>',
  "<a href='https://x.org/\"><script>'>q</a>",
  '<form action="javascript:alert(1)"><button>go</button></form><input onfocus=alert(1) autofocus>',
];

describe('the attack strings (issue 21, defect 8)', () => {
  it('are eighteen, and each is stored without anything that runs', () => {
    expect(ATTACKS).toHaveLength(18);
    for (const attack of ATTACKS) {
      const stored = sanitizeRichText(attack);
      expect(stored).not.toMatch(/<(script|img|svg|iframe|style|math|form|input|button|body|noscript)\b/i);
      expect(stored).not.toMatch(/\son[a-z]+\s*=/i);
      expect(stored).not.toMatch(/href="(?!https?:\/\/|mailto:)/i);
      expect(stored).not.toMatch(/style=|javascript:|vbscript:|data:/i);
      // Stable: what is stored reads back the same.
      expect(sanitizeRichText(stored)).toBe(stored);
    }
  });

  it('keep their harmless text and the safe link', () => {
    expect(sanitizeRichText(ATTACKS[6] as string)).toBe('click');
    expect(sanitizeRichText(ATTACKS[9] as string)).toBe('entity');
    expect(sanitizeRichText(ATTACKS[15] as string)).toBe(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>',
    );
  });
});

describe('the allow-list (ADR 0023): the only tags and attributes a stored answer can hold', () => {
  it('is p, br, strong, em, ul, ol, li and a with href, target and rel, addresses http, https and mailto', () => {
    expect(RICH_TEXT_TAGS).toEqual(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a']);
    expect(RICH_TEXT_SANITIZER_OPTIONS.allowedTags).toEqual([...RICH_TEXT_TAGS]);
    expect(RICH_TEXT_SANITIZER_OPTIONS.allowedAttributes).toEqual({ a: ['href', 'target', 'rel'] });
    expect(RICH_TEXT_SANITIZER_OPTIONS.allowedSchemes).toEqual(['http', 'https', 'mailto']);
    expect(RICH_TEXT_SANITIZER_OPTIONS.allowProtocolRelative).toBe(false);
  });
});

describe('richTextPlainText: stored feedback in a plain text box (the assessment panel)', () => {
  it('gives plain text back as it was typed, whatever it was stored as', () => {
    for (const typed of ['Good work.\nVary the pace.', 'a < b & "c" > d', '  spaced  ', '']) {
      expect(richTextPlainText(sanitizeRichText(typed))).toBe(typed);
    }
  });

  it('reads formatting as its text, breaks and blocks as lines', () => {
    expect(richTextPlainText('<p>One <strong>two</strong></p><ul><li>a</li><li>b<br>c</li></ul>')).toBe(
      'One two\na\nb\nc',
    );
    expect(richTextPlainText('<script>x</script>Hi <a href="https://e.org">there</a>')).toBe('Hi there');
  });
});
