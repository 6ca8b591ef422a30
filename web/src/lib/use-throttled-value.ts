import { useEffect, useRef, useState } from 'react';

/**
 * `value`, taken at most once every `interval` ms while it keeps changing: the first value at once, a change
 * after a quiet spell at once (on the next tick), changes inside the interval gathered into one update with the
 * newest value when the interval is over. Unlike useDebouncedValue, a value that never stops changing is still
 * shown every `interval` ms.
 */
export function useThrottledValue<T>(value: T, interval: number): T {
  const [shown, setShown] = useState(value);
  const lastUpdate = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    if (Object.is(value, shown)) return undefined;
    const wait = Math.max(0, lastUpdate.current + interval - Date.now());
    const timer = setTimeout(() => {
      lastUpdate.current = Date.now();
      setShown(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, shown, interval]);
  return shown;
}
