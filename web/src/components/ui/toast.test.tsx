import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { ANNOUNCE_CLEAR_MS, TOAST_CLEAR_MS, TOAST_FADE_MS, useToast } from './toast';

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
