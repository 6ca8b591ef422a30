import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { useLeaveGuard } from './use-leave-guard';

/** A page with an in-app link, an outside link, a new-tab link, and the guard's held target shown. */
function Page({ dirty }: { dirty: boolean }) {
  const leave = useLeaveGuard(dirty);
  return (
    <>
      <a href="/hierarchy/template?page=2">In the app</a>
      <a href="https://example.org/elsewhere">Elsewhere</a>
      <a href="/help" target="_blank">
        New tab
      </a>
      <output>{leave.pendingHref ?? 'none'}</output>
      <button type="button" onClick={leave.stay}>
        Stay
      </button>
    </>
  );
}

/** Clicks a link the way a user does and says whether the browser would still follow it. */
function click(name: string, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => {
    screen.getByRole('link', { name }).dispatchEvent(event);
  });
  return !event.defaultPrevented;
}

describe('useLeaveGuard (the unsaved-changes prompt of the editors)', () => {
  // jsdom cannot navigate: a link it follows only reports "not implemented" on the console.
  let quiet: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => quiet.mockRestore());

  it('holds a link inside the app while there is unsaved work, and lets it go after "stay"', () => {
    render(<Page dirty />);
    expect(click('In the app')).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('/hierarchy/template?page=2');
    act(() => screen.getByRole('button', { name: 'Stay' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('never holds links to other sites, new tabs or modified clicks (they do not leave the page)', () => {
    render(<Page dirty />);
    expect(click('Elsewhere')).toBe(true);
    expect(click('New tab')).toBe(true);
    expect(click('In the app', { ctrlKey: true })).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('asks the browser to confirm closing or reloading only while there is unsaved work', () => {
    const { rerender } = render(<Page dirty />);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(true);
    rerender(<Page dirty={false} />);
    expect(unload()).toBe(false);
    expect(click('In the app')).toBe(true);
  });
});
