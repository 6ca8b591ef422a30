import { describe, expect, it } from '@jest/globals';
import { insertTextAtRange, placeCaretAt, rangeInside, textOffsetOf } from './rich-insert';

/** A contenteditable editor in the page holding `html`, the selection put at `offset` of its first text node. */
function editorWith(html: string, at?: { node: (editor: HTMLElement) => Node; offset: number }) {
  document.body.innerHTML = '';
  const editor = document.createElement('div');
  editor.contentEditable = 'true';
  editor.innerHTML = html;
  document.body.append(editor);
  if (at) {
    const range = document.createRange();
    range.setStart(at.node(editor), at.offset);
    range.collapse(true);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
  }
  return editor;
}
const selected = () => document.getSelection()!.getRangeAt(0);

describe('choose text from timeline into a rich-text answer, at the cursor', () => {
  it('puts the words where the cursor is, a space apart from the words around it', () => {
    // The cursor after "My plan" (7 characters into "My plan is good.").
    const editor = editorWith('<p>My plan is good.</p>', { node: (e) => e.querySelector('p')!.firstChild!, offset: 7 });
    const caret = insertTextAtRange(editor, selected(), '  covers fractions ');
    expect(editor.innerHTML).toBe('<p>My plan covers fractions is good.</p>');
    expect(caret).toBe('My plan covers fractions'.length);
  });

  it('writes the words as text: markup in them is escaped, never read as elements', () => {
    const editor = editorWith('<p>Start end</p>', { node: (e) => e.querySelector('p')!.firstChild!, offset: 6 });
    insertTextAtRange(editor, selected(), '<b>bold</b> & more');
    expect(editor.querySelector('b')).toBeNull();
    expect(editor.innerHTML).toBe('<p>Start &lt;b&gt;bold&lt;/b&gt; &amp; more end</p>');
  });

  it('replaces a selected word, keeping the formatting around it', () => {
    const editor = editorWith('<p>One <strong>two</strong> three</p>');
    const range = document.createRange();
    range.selectNodeContents(editor.querySelector('strong')!);
    insertTextAtRange(editor, range, 'TWO');
    expect(editor.innerHTML).toBe('<p>One <strong>TWO</strong> three</p>');
  });

  it('counts the cursor across paragraphs and puts it back in an editor drawn afresh', () => {
    const editor = editorWith('<p>First.</p><p>Second part.</p>');
    const second = editor.querySelectorAll('p')[1]!.firstChild!;
    expect(textOffsetOf(editor, second, 6)).toBe('First.Second'.length);
    placeCaretAt(editor, 'First.Second'.length);
    expect(selected().startContainer).toBe(second);
    expect(selected().startOffset).toBe(6);
    expect(selected().collapsed).toBe(true);
    // Beyond the text: the end of the editor.
    placeCaretAt(editor, 999);
    expect(textOffsetOf(editor, selected().startContainer, selected().startOffset)).toBe('First.Second part.'.length);
  });

  it('takes a range only while it lies inside the editor (an editor drawn since has none)', () => {
    const editor = editorWith('<p>Text</p>', { node: (e) => e.querySelector('p')!.firstChild!, offset: 2 });
    const range = selected().cloneRange();
    expect(rangeInside(editor, range)).toBe(range);
    expect(rangeInside(editor, null)).toBeNull();
    const outside = document.createElement('p');
    outside.textContent = 'elsewhere';
    document.body.append(outside);
    const away = document.createRange();
    away.selectNodeContents(outside);
    expect(rangeInside(editor, away)).toBeNull();
    // The editor drawn afresh (a new element in its place): the old range points at nothing inside it.
    const redrawn = document.createElement('div');
    redrawn.contentEditable = 'true';
    redrawn.innerHTML = '<p>Text</p>';
    editor.replaceWith(redrawn);
    expect(rangeInside(redrawn, range)).toBeNull();
  });
});
