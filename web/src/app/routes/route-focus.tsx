import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { requestHeadingFocus } from '../../components/ui/page-heading';
import { isSameScreen } from '../../lib/same-screen';

/** After client-side navigation, focus moves to the new page's heading so screen readers announce it. */
export function RouteFocus() {
  const { pathname, state } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    // The first render is the page's load, not a navigation; a same-screen rename is no new page either.
    if (from === null || from === pathname || isSameScreen(state, from)) return;
    const active = document.activeElement;
    // Typing in the search box of a /search route keeps its focus.
    if (active instanceof HTMLInputElement && active.closest('[role="search"]')) return;
    requestHeadingFocus();
    // `state` is read for the navigation that changed the path, not a reason to run again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
