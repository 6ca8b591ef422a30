import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useLeaveGuard } from './use-leave-guard';

const followed: string[] = [];

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
      <output>{leave.pending ? (leave.pending.kind === 'link' ? leave.pending.href : 'back') : 'none'}</output>
      <button type="button" onClick={leave.stay}>
        Stay
      </button>
      <button type="button" onClick={() => leave.leave((href) => followed.push(href))}>
        Leave
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

  it('follows the held link through the router only after "leave"', () => {
    followed.length = 0;
    render(<Page dirty />);
    click('In the app');
    act(() => screen.getByRole('button', { name: 'Leave' }).click());
    expect(followed).toEqual(['/hierarchy/template?page=2']);
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });
});

describe('useLeaveGuard and the Back button', () => {
  /** Where the browser stands: how many entries deep, and the entry's router key. */
  const depth = () => window.history.length;
  const back = async () => {
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    act(() => window.history.back());
    await act(async () => {
      await popped;
    });
  };

  beforeEach(() => {
    // Each test starts on an entry of its own, the way the router writes them.
    window.history.pushState({ key: `start-${Math.random()}`, idx: 0 }, '', '/hierarchy/template/t1');
  });

  it('asks on Back while there is unsaved work, and stays on the page when told to stay', async () => {
    render(<Page dirty />);
    const armed = depth();
    await back();
    expect(screen.getByRole('status')).toHaveTextContent('back');
    // The page stands on a copy of its entry again: a second Back asks again.
    expect(depth()).toBe(armed);
    expect(window.location.pathname).toBe('/hierarchy/template/t1');
    act(() => screen.getByRole('button', { name: 'Stay' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('steps back past its own copy with nothing unsaved, without asking', async () => {
    render(<Page dirty={false} />);
    const stepsBack = jest.spyOn(window.history, 'back');
    await back();
    // Landing on the page's original entry, the guard goes on back to where the user was going.
    await waitFor(() => expect(stepsBack).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('status')).toHaveTextContent('none');
    stepsBack.mockRestore();
  });

  it('stands on the copy an earlier visit left (Back from the next page) instead of adding another', () => {
    const { unmount } = render(<Page dirty />);
    const armed = depth();
    unmount();
    render(<Page dirty />);
    expect(depth()).toBe(armed);
  });

  it('leaves on "leave" after Back: one more step back, past the original entry', async () => {
    render(<Page dirty />);
    await back();
    expect(screen.getByRole('status')).toHaveTextContent('back');
    const stepsBack = jest.spyOn(window.history, 'back');
    act(() => screen.getByRole('button', { name: 'Leave' }).click());
    expect(stepsBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('none');
    stepsBack.mockRestore();
  });

  it('gives the page a new address in place of its original entry (a new item saved for the first time)', async () => {
    let replaced = 0;
    function Saved() {
      const leave = useLeaveGuard(false);
      return (
        <button
          type="button"
          onClick={() =>
            leave.replaceAddress(() => {
              replaced += 1;
              window.history.replaceState({ key: 'item', idx: 0 }, '', '/evidence/u1/e1');
            })
          }
        >
          Saved
        </button>
      );
    }
    render(<Saved />);
    const armed = depth();
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    act(() => screen.getByRole('button', { name: 'Saved' }).click());
    await act(async () => {
      await popped;
    });
    // Off the copy and onto the original entry, which now holds the new address: nothing of the old is left.
    await waitFor(() => expect(replaced).toBe(1));
    expect(window.location.pathname).toBe('/evidence/u1/e1');
    expect(window.history.state).toEqual({ key: 'item', idx: 0 });
    await waitFor(() => expect(depth()).toBe(armed));
  });

  it('ignores the page’s own history entries (a step’s query): only its copy is guarded', async () => {
    render(<Page dirty />);
    window.history.pushState({ key: 'step-2', idx: 1 }, '', '/hierarchy/template/t1?step=settings');
    await back();
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });
});
