import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { requestHeadingFocus } from '../../components/ui/page-heading';

/** After client-side navigation, focus moves to the new page's heading so screen readers announce it. */
export function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    // Typing in the search box of a /search route keeps its focus.
    if (active instanceof HTMLInputElement && active.closest('[role="search"]')) return;
    requestHeadingFocus();
  }, [pathname]);
  return null;
}
