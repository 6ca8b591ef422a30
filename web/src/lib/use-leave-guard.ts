import { useEffect, useState } from 'react';

/**
 * The unsaved-changes prompt (spec 1 §4, §5): while there is unsaved work, leaving the page asks the browser's
 * own question, and following a link inside the app is held until the user confirms in the app's dialog.
 * (The app's declarative router has no navigation blocker, so links are caught where they are clicked.)
 */
export function useLeaveGuard(dirty: boolean): { pendingHref: string | null; stay: () => void } {
  const [pendingHref, setPendingHref] = useState<string | null>(null);
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
      setPendingHref(anchor.pathname + anchor.search + anchor.hash);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
  return { pendingHref, stay: () => setPendingHref(null) };
}
