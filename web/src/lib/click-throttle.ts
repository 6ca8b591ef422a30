/**
 * A click throttle (spec 1 §9 "Attachment preview click throttle 500 ms"): the first click is taken, and any
 * other within `ms` of the last one taken is ignored. The clock is a parameter so the rule can be checked
 * without waiting.
 */
export function createClickThrottle(ms: number, now: () => number = () => performance.now()): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - last < ms) return false;
    last = at;
    return true;
  };
}
