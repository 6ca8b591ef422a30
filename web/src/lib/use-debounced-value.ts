import { useEffect, useState } from 'react';

/** How long typing must pause before a search-as-you-type asks the server (one request per pause, not per key). */
export const TYPING_PAUSE_MS = 250;

/** `value`, once it has stayed the same for `delay` ms (the first value at once). */
export function useDebouncedValue<T>(value: T, delay = TYPING_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
