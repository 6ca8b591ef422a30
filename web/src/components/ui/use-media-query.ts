import { useSyncExternalStore } from 'react';

/** Below this width the shell is the phone layout (styles.css uses the same breakpoint). */
export const PHONE_QUERY = '(max-width: 48rem)';

/** Whether a media query matches now, following changes (false where matchMedia is missing, as in jsdom). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
