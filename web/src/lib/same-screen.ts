import { useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A screen that gets its own address without being left: the evidence editor's first save turns
 * /evidence/new into /evidence/{owner}/{id} while the owner may still be typing. Navigating with
 * `sameScreenState(from)` tells the shell this is the screen at `from` renamed, not a new page: the screen is
 * not remounted (its unsaved keystrokes and focus stay) and the focus does not jump to the heading.
 */
export interface SameScreenState {
  sameScreenAs: string;
}

export function sameScreenState(from: string): SameScreenState {
  return { sameScreenAs: from };
}

/** Whether `state` says the screen at `previousPath` lives on under the new address. */
export function isSameScreen(state: unknown, previousPath: string): boolean {
  return (state as Partial<SameScreenState> | null)?.sameScreenAs === previousPath;
}

/**
 * The key the shell remounts screens by: the path, except across a same-screen rename, where the key stays
 * the one the screen was mounted under (a Back to that entry later, from anywhere else, still remounts).
 */
export function useScreenKey(): string {
  const { pathname, state } = useLocation();
  const key = useRef(pathname);
  if (key.current !== pathname && !isSameScreen(state, key.current)) key.current = pathname;
  return key.current;
}
