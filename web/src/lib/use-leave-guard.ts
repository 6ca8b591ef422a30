import { useEffect, useRef, useState } from 'react';

/** What the guard is holding: a link inside the app, or the browser's Back button. */
export type PendingLeave = { kind: 'link'; href: string } | { kind: 'back' };

export interface LeaveGuard {
  pending: PendingLeave | null;
  /** Keep editing: the held navigation is dropped. */
  stay: () => void;
  /** Go where the user was going; `follow` performs a held in-app link (the router's navigate). */
  leave: (follow: (href: string) => void) => void;
  /**
   * The page's address changes for good (a new item saved for the first time gets its own): steps back off the
   * guard's copy onto the page's original entry, where `replace` replaces it (the router's navigate with
   * `replace`), so Back from the new address goes where the user came from, not to the old address.
   */
  replaceAddress: (replace: () => void) => void;
}

/** Marks the copy of the page's entry the guard stands on (beside the router's own `usr`, `key`, `idx`). */
const COPY = 'leaveGuardCopy';

function entryState(): Record<string, unknown> | null {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : null;
}

/** Stands on a copy of the current entry: same page, same router state, marked as the guard's. */
function pushCopy(): void {
  window.history.pushState({ ...entryState(), [COPY]: true }, '', window.location.href);
}

/**
 * The unsaved-changes prompt (spec 1 §4, §5): while there is unsaved work, leaving the page asks first —
 * closing or reloading the tab (the browser's own question), a link inside the app, and the Back button.
 *
 * The app's router is declarative: its navigation blocker (`useBlocker`) needs the data router, which costs
 * about 16 KB gzip on the first route (over its budget). So links are caught where they are clicked, and Back
 * is caught with a copy of this page's history entry pushed when the guard mounts: Back then lands on the
 * original entry — same page, no navigation — and the guard asks (or, with nothing unsaved or after "Leave",
 * steps back once more to where the user was going). The copy is marked in its state and the original is
 * known by the router's `key`, so returning to the copy from the page's own later entries asks nothing.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const [pending, setPending] = useState<PendingLeave | null>(null);
  const dirtyRef = useRef(dirty);
  const leavingRef = useRef(false);
  const replacingRef = useRef<(() => void) | null>(null);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  useEffect(() => {
    const here = entryState()?.key;
    // Coming back to a copy left by an earlier visit (Back from the next page), the guard stands on it as is.
    if (entryState()?.[COPY] !== true) pushCopy();
    const onPopState = () => {
      const landed = entryState();
      // Back to a copy is a return from the page's own later entry; another key is another page's entry.
      if (landed?.[COPY] === true || landed?.key !== here) return;
      const replace = replacingRef.current;
      if (replace) {
        replacingRef.current = null;
        replace();
        return;
      }
      if (!dirtyRef.current || leavingRef.current) {
        window.history.back();
        return;
      }
      // Stand on a copy again while the user decides, so a second Back asks again.
      pushCopy();
      setPending({ kind: 'back' });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      if (anchor.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ kind: 'link', href: anchor.pathname + anchor.search + anchor.hash });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return {
    pending,
    stay: () => setPending(null),
    leave: (follow) => {
      const held = pending;
      setPending(null);
      if (held?.kind === 'link') follow(held.href);
      else if (held?.kind === 'back') {
        leavingRef.current = true;
        window.history.back();
      }
    },
    replaceAddress: (replace) => {
      replacingRef.current = replace;
      window.history.back();
    },
  };
}
