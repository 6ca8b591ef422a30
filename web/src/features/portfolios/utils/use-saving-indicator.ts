import { useEffect, useRef, useState } from 'react';
import { AUTO_SAVE_SPINNER_MIN_MS } from '@tessera/shared';

/**
 * "Saving..." stays at least AUTO_SAVE_SPINNER_MIN_MS (spec 1 §4: 2000 ms) after a save starts, so a fast save
 * is still seen and announced rather than flickering.
 */
export function useSavingIndicator(pending: boolean): boolean {
  const [shown, setShown] = useState(false);
  const since = useRef(0);
  useEffect(() => {
    if (pending) {
      since.current = Date.now();
      setShown(true);
      return undefined;
    }
    if (!shown) return undefined;
    const timer = setTimeout(() => setShown(false), Math.max(0, since.current + AUTO_SAVE_SPINNER_MIN_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [pending, shown]);
  return shown;
}
