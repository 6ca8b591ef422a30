import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { RichTextEditor } from './rich-text-editor';

/** An answer of `n` characters as stored: one paragraph (`<p>` and `</p>` count, as the submit check counts). */
const storedOf = (n: number) => `<p>${'a'.repeat(n - 7)}</p>`;

function editor(initial: string, characterLimit?: number, locale: 'en' | 'es' = 'en') {
  renderWithApp(
    <RichTextEditor label="Feedback" initial={initial} onChange={jest.fn()} characterLimit={characterLimit} />,
    { locale },
  );
  return screen.getByRole('textbox', { name: 'Feedback' });
}

/** The browser's beforeinput for an edit of `inputType`; true when the editor let it through. */
function input(text: HTMLElement, inputType: string): boolean {
  const event = new InputEvent('beforeinput', { inputType, data: 'x', bubbles: true, cancelable: true });
  return text.dispatchEvent(event);
}

describe('the rich-text editor under a character limit (the composer’s feedback, spec 1 §5: 3000)', () => {
  it('shows the counter, describes the field with it and says nothing while more than 20 remain', () => {
    const text = editor(storedOf(2979), 3000);
    const counter = screen.getByText('2979/3000 characters');
    expect(text.getAttribute('aria-describedby')?.split(' ')).toContain(counter.id);
    expect(screen.queryByText(/characters entered/)).toBeNull();
    expect(input(text, 'insertText')).toBe(true);
  });

  it('announces "N of M characters entered." once 20 or fewer remain', () => {
    editor(storedOf(2980), 3000);
    expect(screen.getByText('2980 of 3000 characters entered.')).toBeInTheDocument();
  });

  it('at the limit says no more will be entered and refuses typing, but not deleting', () => {
    const text = editor(storedOf(3000), 3000);
    screen.getByText('3000/3000 characters');
    expect(
      screen.getByText('3000 of 3000 characters entered. No additional characters will be entered.'),
    ).toBeInTheDocument();
    expect(input(text, 'insertText')).toBe(false);
    expect(input(text, 'insertParagraph')).toBe(false);
    expect(input(text, 'deleteContentBackward')).toBe(true);
  });

  it('speaks Spanish', () => {
    editor(storedOf(3000), 3000, 'es');
    screen.getByText('3000/3000 caracteres');
    screen.getByText('3000 de 3000 caracteres introducidos.', { exact: false });
  });

  it('has no counter and no limit without one', () => {
    const text = editor(storedOf(5000));
    expect(screen.queryByText(/characters$/)).toBeNull();
    expect(input(text, 'insertText')).toBe(true);
  });
});
