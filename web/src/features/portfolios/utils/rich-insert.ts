/**
 * "Choose text from timeline" into a rich-text answer (spec 1 §2; ADR 0023 contenteditable editor): the chosen
 * words go where the cursor was in the editor, as plain text (a text node: nothing in them is read as markup),
 * a space apart from the words around them. Where the cursor sits is kept as a character offset into the
 * editor's text, so it can be put back after the editor is drawn afresh from the saved answer.
 */

/** The range if it still lies inside the editor (a range of an editor drawn since is detached from it). */
export function rangeInside(editor: HTMLElement, range: Range | null): Range | null {
  if (!range) return null;
  return editor.contains(range.startContainer) && editor.contains(range.endContainer) ? range : null;
}

/** The number of characters of the editor's text before a point (node, offset) inside it. */
export function textOffsetOf(editor: HTMLElement, node: Node, offset: number): number {
  const before = editor.ownerDocument.createRange();
  before.selectNodeContents(editor);
  before.setEnd(node, offset);
  return before.toString().length;
}

/**
 * Replaces the range's contents in the editor with `text` (trimmed), a space put before it when it would touch
 * the word before and after it when it would touch the word after. Answers the character offset just after the
 * inserted words (where the cursor goes).
 */
export function insertTextAtRange(editor: HTMLElement, range: Range, text: string): number {
  const document = editor.ownerDocument;
  range.deleteContents();
  const start = textOffsetOf(editor, range.startContainer, range.startOffset);
  const all = editor.textContent ?? '';
  const previous = all.slice(0, start);
  const next = all.slice(start);
  const lead = previous === '' || /\s$/.test(previous) ? '' : ' ';
  const trail = next === '' || /^\s/.test(next) ? '' : ' ';
  const words = text.trim();
  range.insertNode(document.createTextNode(`${lead}${words}${trail}`));
  editor.normalize();
  return start + lead.length + words.length;
}

/** Puts a collapsed cursor at a character offset of the editor's text (its end when the text is shorter). */
export function placeCaretAt(editor: HTMLElement, offset: number): void {
  const document = editor.ownerDocument;
  const range = document.createRange();
  const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
  let left = offset;
  let placed = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (left <= length) {
      range.setStart(node, left);
      placed = true;
      break;
    }
    left -= length;
  }
  if (!placed) range.selectNodeContents(editor);
  range.collapse(placed);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
