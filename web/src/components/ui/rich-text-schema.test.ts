import { describe, expect, it } from '@jest/globals';
import { sanitizeRichText } from '@tessera/shared';
import { splitBlock } from 'prosemirror-commands';
import { EditorState, TextSelection, type Plugin } from 'prosemirror-state';
import { docToRichText, richTextSchema, richTextToDoc, storedRichText } from './rich-text-schema';

/**
 * Stored rich text as it is in the tables: what the contenteditable editor (ADR 0023) wrote through the
 * allow-list, what Editor.js wrote for template text (paragraphs, <b>/<i> stored as <strong>/<em>), answers typed
 * before rich text (plain text with line breaks), and every tag and attribute the allow-list
 * keeps. Each is already the server's form (sanitizeRichText leaves it as it is).
 */
const STORED: Record<string, string> = {
  empty: '',
  'plain text typed before rich text, with line breaks':
    'First line\nSecond line\n\nA new paragraph &amp; &lt;more&gt;',
  'escaped characters': '<p>5 &lt; 6 &amp;&amp; 7 &gt; 3, "quoted" and \'single\'</p>',
  'non-breaking spaces and emoji': '<p>a\u00a0b 👩‍🏫 café</p>',
  'one paragraph': '<p>My plan is good.</p>',
  'paragraphs (Editor.js template text)': '<p>Plan <strong>well</strong></p><p><em>then</em> teach</p>',
  'an empty paragraph between two': '<p>One</p><p></p><p>Two</p>',
  'a lone empty paragraph': '<p></p>',
  'bold and italic': '<p><strong>bold</strong>, <em>italic</em> and <strong>bold <em>both</em></strong> end</p>',
  'italic around bold': '<p><em>lean <strong>strong</strong> lean</em></p>',
  'line breaks inside a paragraph': '<p>Line one<br>Line two<br><br>Line four</p>',
  'words before the first paragraph (Chrome typing into an empty editor)': 'First words<p>Second</p><p>Third</p>',
  'words after a list': '<ul><li>one</li></ul>after',
  'formatted words outside any paragraph': 'Loose <strong>text</strong> and <em>more</em>',
  'bulleted list': '<ul><li>one</li><li>two</li></ul>',
  'numbered list': '<ol><li>first</li><li><strong>second</strong></li></ol>',
  'nested lists': '<ul><li>one<ul><li>one.a</li><li>one.b</li></ul></li><li>two<ol><li>two.1</li></ol></li></ul>',
  'list items holding paragraphs': '<ul><li><p>para item</p></li><li>words<p>and a paragraph</p></li></ul>',
  'an item that starts with a list': '<ol><li><ul><li>deep</li></ul></li></ol>',
  'an empty item': '<ul><li></li><li>x</li></ul>',
  'links (http, https, mailto)':
    '<p>See <a href="https://example.org/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">the site</a>, ' +
    '<a href="http://example.com" target="_blank" rel="noopener noreferrer"><strong>bold link</strong></a> or ' +
    '<a href="mailto:tutor@example.org" target="_blank" rel="noopener noreferrer">write</a>.</p>',
  'two links side by side':
    '<p><a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>' +
    '<a href="https://b.example" target="_blank" rel="noopener noreferrer">b</a></p>',
  'a link in a list item':
    '<ul><li><a href="https://example.org" target="_blank" rel="noopener noreferrer">in a list</a> and text</li></ul>',
  'everything together':
    'Intro<br>text<p><strong>Bold</strong> <em>italic</em></p><ul><li>a<br>b</li><li><em>c</em></li></ul>' +
    '<ol><li>1</li></ol><p>End <a href="https://example.org" target="_blank" rel="noopener noreferrer">link</a></p>',
  'an answer as the rich-text e2e writes it (paragraph, bold, list, link)':
    '<p>Plans for <strong>fractions</strong> today.</p><ul><li>Story problem</li><li>Pairs compare</li></ul>' +
    '<p><a href="http://example.org/plan%20one" target="_blank" rel="noopener noreferrer">the lesson plan</a> Each</p>',
};

describe('stored rich text in the editor (ADR 0026: the stored HTML unchanged for existing content)', () => {
  it.each(Object.entries(STORED))('%s: loads exactly and is written back byte for byte', (_name, html) => {
    // The sample is the server's form, as everything stored is.
    expect(sanitizeRichText(html)).toBe(html);
    const { doc, exact } = richTextToDoc(html);
    expect(exact).toBe(true);
    expect(docToRichText(doc)).toBe(html);
    expect(storedRichText(doc)).toBe(html);
    // And again from the document's own JSON (what the history and a redrawn editor hold).
    expect(docToRichText(richTextSchema.nodeFromJSON(doc.toJSON()))).toBe(html);
  });

  it('keeps bold and italic as <strong> and <em> (the allow-list’s tags), and the browser’s <b>/<i> read as them', () => {
    const { doc } = richTextToDoc('<p><b>b</b> <i>i</i></p>');
    expect(docToRichText(doc)).toBe('<p><strong>b</strong> <em>i</em></p>');
  });

  it('reads forms no editor writes as the nearest document and says it is not exact', () => {
    for (const html of [
      '<strong><p>bold paragraph</p></strong>',
      '<li>an item outside a list</li>',
      '<em><strong>italic around bold, nothing else inside</strong></em>',
    ]) {
      const { doc, exact } = richTextToDoc(html);
      expect(exact).toBe(false);
      // Still only the allow-list's markup, as the server keeps it.
      expect(sanitizeRichText(docToRichText(doc))).toBe(docToRichText(doc));
    }
  });

  it('holds only the allow-list: anything else in stored text is not in the document', () => {
    const { doc } = richTextToDoc(
      '<p onclick="x()">Hi <img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">j</a></p>',
    );
    expect(docToRichText(doc)).toBe('<p>Hi j</p>');
    expect(Object.keys(richTextSchema.nodes).sort()).toEqual(
      ['bullet_list', 'doc', 'hard_break', 'list_item', 'ordered_list', 'paragraph', 'text'].sort(),
    );
    expect(Object.keys(richTextSchema.marks).sort()).toEqual(['em', 'link', 'strong']);
  });
});

describe('edited text is written as the allow-list writes new text', () => {
  const editAt = (html: string, find: string, text: string) => {
    const { doc } = richTextToDoc(html);
    let at = -1;
    doc.descendants((node, pos) => {
      if (at < 0 && node.isText && node.text!.includes(find)) at = pos + node.text!.indexOf(find);
    });
    return { doc, at, text };
  };

  it('a new editor’s text is a paragraph; an emptied one is stored as nothing', () => {
    const { doc } = richTextToDoc('');
    const typed = doc.type.create(null, richTextSchema.nodes.paragraph!.create(null, richTextSchema.text('Hello')));
    expect(docToRichText(typed)).toBe('<p>Hello</p>');
    expect(docToRichText(doc.type.create(null, richTextSchema.nodes.paragraph!.create()))).toBe('');
  });

  it('a list made in the editor stores its items’ words without a paragraph inside (<li>words</li>)', () => {
    const { nodes } = richTextSchema;
    const item = (words: string) =>
      nodes.list_item!.create(null, nodes.paragraph!.create(null, richTextSchema.text(words)));
    const doc = nodes.doc!.create(null, nodes.ordered_list!.create(null, [item('one'), item('two')]));
    expect(docToRichText(doc)).toBe('<ol><li>one</li><li>two</li></ol>');
  });

  it('splitting words stored outside a paragraph keeps them apart (both halves become paragraphs)', async () => {
    const { touchedParagraphs } = await import('./rich-text-view');
    const { doc, at } = editAt('First words<p>Second</p>', ' words', '');
    const split = (plugins: Plugin[]) => {
      let state = EditorState.create({ doc, plugins });
      state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, at)));
      splitBlock(state, (tr) => {
        state = state.apply(tr);
      });
      return docToRichText(state.doc);
    };
    expect(split([touchedParagraphs])).toBe('<p>First</p><p> words</p><p>Second</p>');
    // Without it the two halves would both be written without <p> and run together again.
    expect(split([])).toBe('First words<p>Second</p>');
  });

  it('a paragraph not touched keeps its stored form beside an edited one', async () => {
    const { touchedParagraphs } = await import('./rich-text-view');
    const { doc, at } = editAt('Loose words<ul><li>item</li></ul><p>Last</p>', 'Last', '');
    let state = EditorState.create({ doc, plugins: [touchedParagraphs] });
    state = state.apply(state.tr.insertText('Very ', at));
    expect(docToRichText(state.doc)).toBe('Loose words<ul><li>item</li></ul><p>Very Last</p>');
  });
});
