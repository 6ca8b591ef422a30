import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithApp } from '../../test/render';
import { insertIntoRichTextEditor, RichTextEditor, type RichTextEditorHandle } from './rich-text-editor';

/** An answer of `n` characters as stored: one paragraph (`<p>` and `</p>` count, as the submit check counts). */
const storedOf = (n: number) => `<p>${'a'.repeat(n - 7)}</p>`;

async function editor(
  initial: string,
  characterLimit?: number,
  locale: 'en' | 'es' = 'en',
  onChange: (html: string) => void = jest.fn(),
) {
  const ref = createRef<RichTextEditorHandle>();
  renderWithApp(
    <RichTextEditor ref={ref} label="Feedback" initial={initial} onChange={onChange} characterLimit={characterLimit} />,
    { locale },
  );
  const text = await screen.findByRole('textbox', { name: 'Feedback' });
  return { text, ref };
}

/** The browser's beforeinput for an edit of `inputType`; true when the editor let it through. */
function input(text: HTMLElement, inputType: string): boolean {
  const event = new InputEvent('beforeinput', { inputType, data: 'x', bubbles: true, cancelable: true });
  return text.dispatchEvent(event);
}

/** A key pressed in the text (ProseMirror reads keydown). */
function key(text: HTMLElement, init: KeyboardEventInit): boolean {
  return fireEvent.keyDown(text, { bubbles: true, cancelable: true, ...init });
}

/** The cursor at the end of the text (ProseMirror reads the browser's selection when the text has the focus). */
function caretAtEnd(text: HTMLElement) {
  act(() => text.focus());
  const range = document.createRange();
  range.selectNodeContents(text);
  range.collapse(false);
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
  fireEvent(document, new Event('selectionchange'));
}

/** Every word of the text selected. */
function selectAll(text: HTMLElement) {
  act(() => text.focus());
  const range = document.createRange();
  range.selectNodeContents(text);
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
  fireEvent(document, new Event('selectionchange'));
}

describe('the rich-text editor under a character limit (the composer’s feedback, spec 1 §5: 3000)', () => {
  it('shows the counter, describes the field with it and says nothing while more than 20 remain', async () => {
    const { text } = await editor(storedOf(2979), 3000);
    const counter = screen.getByText('2979/3000 characters');
    expect(text.getAttribute('aria-describedby')?.split(' ')).toContain(counter.id);
    expect(screen.queryByText(/characters entered/)).toBeNull();
    expect(input(text, 'insertText')).toBe(true);
  });

  it('announces "N of M characters entered." once 20 or fewer remain', async () => {
    await editor(storedOf(2980), 3000);
    expect(screen.getByText('2980 of 3000 characters entered.')).toBeInTheDocument();
  });

  it('at the limit says no more will be entered and refuses typing and new lines, but not deleting', async () => {
    const onChange = jest.fn();
    const { text } = await editor(storedOf(3000), 3000, 'en', onChange);
    screen.getByText('3000/3000 characters');
    expect(
      screen.getByText('3000 of 3000 characters entered. No additional characters will be entered.'),
    ).toBeInTheDocument();
    caretAtEnd(text);
    expect(input(text, 'insertText')).toBe(false);
    expect(input(text, 'insertParagraph')).toBe(false);
    expect(input(text, 'deleteContentBackward')).toBe(true);
    // Enter (which the editor handles itself) adds no paragraph either.
    key(text, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    // A paste takes only what fits: nothing.
    fireEvent.paste(text, { clipboardData: { types: ['text/plain'], getData: () => 'more words' } });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a paste under the limit takes only what still fits', async () => {
    const onChange = jest.fn();
    const { text } = await editor(storedOf(2995), 3000, 'en', onChange);
    caretAtEnd(text);
    fireEvent.paste(text, { clipboardData: { types: ['text/plain'], getData: () => 'abcdefghij' } });
    expect(onChange).toHaveBeenLastCalledWith(`<p>${'a'.repeat(2988)}abcde</p>`);
    screen.getByText('3000/3000 characters');
  });

  it('speaks Spanish', async () => {
    await editor(storedOf(3000), 3000, 'es');
    screen.getByText('3000/3000 caracteres');
    screen.getByText('3000 de 3000 caracteres introducidos.', { exact: false });
  });

  it('has no counter and no limit without one', async () => {
    const { text } = await editor(storedOf(5000));
    expect(screen.queryByText(/characters$/)).toBeNull();
    expect(input(text, 'insertText')).toBe(true);
  });
});

describe('the rich-text editor for a screen reader and the keyboard (ADR 0026)', () => {
  it('is a labelled multi-line text box with its shortcuts described, and hands on nothing until edited', async () => {
    const onChange = jest.fn();
    const stored = '<p>Plan <strong>well</strong></p><ul><li>one</li></ul>';
    const { text, ref } = await editor(stored, undefined, 'en', onChange);
    expect(text).toHaveAttribute('aria-multiline', 'true');
    expect(text).toHaveAttribute('contenteditable', 'true');
    expect(text).toHaveAttribute('aria-required', 'true');
    expect(text.getAttribute('aria-keyshortcuts')).toContain('Control+B');
    const keys = document.getElementById(text.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(keys.textContent).toMatch(/Ctrl\+B bold, Ctrl\+I italic.*Alt\+F10/);
    expect(within(text).getByText('well').tagName).toBe('STRONG');
    expect(within(text).getByText('one').closest('ul')).not.toBeNull();
    await expect(ref.current!.flush()).resolves.toBe(stored);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('has a toolbar named after the field: one tab stop, arrows, Home and End move, Escape goes back to the text', async () => {
    const user = userEvent.setup();
    const { text } = await editor('<p>Words</p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting of Feedback' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Bulleted list',
      'Numbered list',
      'Insert link',
    ]);
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(buttons.slice(0, 4).map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(buttons[4]).toHaveAttribute('aria-haspopup', 'dialog');
    // Alt+F10 from the text reaches the toolbar.
    caretAtEnd(text);
    key(text, { key: 'F10', altKey: true });
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[1]).toHaveFocus();
    expect(buttons[1]!.tabIndex).toBe(0);
    await user.keyboard('{End}');
    expect(buttons[4]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(text).toHaveFocus();
  });

  it('bolds and italicises with Ctrl+B and Ctrl+I as <strong> and <em>, the buttons pressed', async () => {
    const onChange = jest.fn();
    const { text } = await editor('<p>Words</p>', undefined, 'en', onChange);
    selectAll(text);
    key(text, { key: 'b', ctrlKey: true });
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Words</strong></p>');
    key(text, { key: 'i', ctrlKey: true });
    expect(onChange).toHaveBeenLastCalledWith('<p><strong><em>Words</em></strong></p>');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
    // Ctrl+Z undoes.
    key(text, { key: 'z', ctrlKey: true });
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Words</strong></p>');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('makes and unmakes lists from the toolbar and with Ctrl+Shift+8 / Ctrl+Shift+7', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { text } = await editor('<p>One</p>', undefined, 'en', onChange);
    caretAtEnd(text);
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(onChange).toHaveBeenLastCalledWith('<ul><li>One</li></ul>');
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
    key(text, { key: '7', code: 'Digit7', ctrlKey: true, shiftKey: true });
    expect(onChange).toHaveBeenLastCalledWith('<ol><li>One</li></ol>');
    expect(screen.getByRole('button', { name: 'Numbered list' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>One</p>');
    // Enter ends the item and starts the next one; Shift+Enter is a line break.
    key(text, { key: '8', code: 'Digit8', ctrlKey: true, shiftKey: true });
    caretAtEnd(text);
    key(text, { key: 'Enter' });
    act(() => {
      insertIntoRichTextEditor(text, 'Two');
    });
    expect(onChange).toHaveBeenLastCalledWith('<ul><li>One</li><li>Two</li></ul>');
    key(text, { key: 'Enter', shiftKey: true });
    act(() => {
      insertIntoRichTextEditor(text, 'lines');
    });
    expect(onChange).toHaveBeenLastCalledWith('<ul><li>One</li><li>Two<br>lines</li></ul>');
  });

  it('inserts a link from the dialog (Ctrl+K or the button) where the selection was, the text as text', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { text } = await editor('<p>See here</p>', undefined, 'en', onChange);
    caretAtEnd(text);
    key(text, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Insert link' });
    const insert = within(dialog).getByRole('button', { name: 'Insert link' });
    expect(insert).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Text to display'), ' <b>docs</b> & more');
    await user.type(within(dialog).getByLabelText(/Address/), 'example.org/a b');
    await user.click(insert);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).toHaveBeenLastCalledWith(
      '<p>See here<a href="http://example.org/a%20b" target="_blank" rel="noopener noreferrer">&lt;b&gt;docs&lt;/b&gt; &amp; more</a></p>',
    );
    await waitFor(() => expect(text).toHaveFocus());
  });

  it('takes a paste as plain text and says so when the clipboard held formatting', async () => {
    const onChange = jest.fn();
    const { text } = await editor('<p>A</p>', undefined, 'en', onChange);
    caretAtEnd(text);
    fireEvent.paste(text, {
      clipboardData: {
        types: ['text/html', 'text/plain'],
        getData: (type: string) => (type === 'text/plain' ? ' <i>b</i>' : '<i>b</i>'),
      },
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>A &lt;i&gt;b&lt;/i&gt;</p>');
    screen.getByText(
      'The pasted content contains formatting that cannot be displayed and will be pasted as plain text.',
    );
  });
});

describe('choose text from timeline into a rich-text answer (insertIntoRichTextEditor)', () => {
  it('puts the words where the cursor is, a space apart from the words around them, as text', async () => {
    const onChange = jest.fn();
    const { text } = await editor('<p>My plan is good.</p>', undefined, 'en', onChange);
    act(() => text.focus());
    const words = within(text).getByText('My plan is good.').firstChild!;
    const range = document.createRange();
    range.setStart(words, 7);
    range.collapse(true);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    fireEvent(document, new Event('selectionchange'));
    act(() => {
      expect(insertIntoRichTextEditor(text, '  covers <b>fractions</b> ')).toBe(true);
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>My plan covers &lt;b&gt;fractions&lt;/b&gt; is good.</p>');
    expect(text.querySelector('b')).toBeNull();
    // The cursor is after the inserted words: the next insert goes there.
    act(() => {
      insertIntoRichTextEditor(text, 'again');
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>My plan covers &lt;b&gt;fractions&lt;/b&gt; again is good.</p>');
  });

  it('replaces a selected word, keeping the formatting around it', async () => {
    const onChange = jest.fn();
    const { text } = await editor('<p>One <strong>two</strong> three</p>', undefined, 'en', onChange);
    act(() => text.focus());
    const range = document.createRange();
    range.selectNodeContents(within(text).getByText('two'));
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    fireEvent(document, new Event('selectionchange'));
    act(() => {
      insertIntoRichTextEditor(text, 'TWO');
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>One <strong>TWO</strong> three</p>');
  });

  it('adds a paragraph at the end when the cursor never was in the editor; not an editor: false', async () => {
    const onChange = jest.fn();
    const { text } = await editor('<p>First.</p>', undefined, 'en', onChange);
    act(() => {
      insertIntoRichTextEditor(text, 'Second.');
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>First.</p><p>Second.</p>');
    expect(insertIntoRichTextEditor(document.body, 'x')).toBe(false);
  });
});
