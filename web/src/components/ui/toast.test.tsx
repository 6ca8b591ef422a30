import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { ANNOUNCE_CLEAR_MS, TOAST_CLEAR_MS, TOAST_FADE_MS, toastPlacement, useToast } from './toast';

function Show({ text }: { text: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(text)}>
      show
    </button>
  );
}

describe('toasts (spec 1 §2, §9: fade 2 s, cleared after 20000 ms, announcements 500 ms)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('announces once, stays 20000 ms, fades for 2 s, then goes', () => {
    renderWithApp(<Show text="Saved." />);
    act(() => screen.getByRole('button', { name: 'show' }).click());
    expect(screen.getByTestId('announcer')).toHaveTextContent('Saved.');
    expect(screen.getByTestId('toast')).toHaveTextContent('Saved.');
    act(() => jest.advanceTimersByTime(ANNOUNCE_CLEAR_MS));
    expect(screen.getByTestId('announcer')).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(TOAST_CLEAR_MS - ANNOUNCE_CLEAR_MS - 1));
    expect(screen.getByTestId('toast')).not.toHaveClass('toast--fading');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('toast')).toHaveClass('toast--fading');
    act(() => jest.advanceTimersByTime(TOAST_FADE_MS));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('is dismissed sooner by its own control', () => {
    renderWithApp(<Show text="Saved." />);
    act(() => screen.getByRole('button', { name: 'show' }).click());
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});

/** A row of a table with the control acted on, as a screen lays it out (jsdom lays nothing out: boxes given). */
function Row({ text }: { text: string }) {
  const toast = useToast();
  return (
    <table>
      <tbody>
        <tr data-testid="row">
          <td>
            <button type="button" onClick={() => toast.show(text)}>
              Close section
            </button>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

const box = (top: number, bottom: number, left = 0, right = 1366) =>
  ({ top, bottom, left, right, width: right - left, height: bottom - top, x: left, y: top }) as DOMRect;

describe('toasts never cover the row just acted on (issue 21)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('places them in the bottom corner unless there they overlap the acted row', () => {
    expect(toastPlacement(box(820, 880, 16, 400), box(300, 340))).toBe('bottom');
    expect(toastPlacement(box(820, 880, 16, 400), box(830, 870))).toBe('top');
    // A row beside the corner, not under it.
    expect(toastPlacement(box(820, 880, 16, 400), box(830, 870, 500, 1366))).toBe('bottom');
    expect(toastPlacement(box(820, 880, 16, 400), null)).toBe('bottom');
  });

  it.each([
    ['a row at the foot of the screen', box(830, 870), 'toast-region--top'],
    ['a row higher up', box(300, 340), 'toast-region--bottom'],
  ])('with %s, shows the toast at %s', (_, rowBox, placement) => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.dataset.testid === 'row') return rowBox;
      if (this.classList.contains('toast-list')) return box(820, 880, 16, 400);
      return box(0, 0, 0, 0);
    });
    renderWithApp(<Row text="Section closed." />);
    const button = screen.getByRole('button', { name: 'Close section' });
    act(() => {
      button.focus();
      button.click();
    });
    expect(screen.getByRole('region', { name: 'Messages' })).toHaveClass(placement);
  });
});
