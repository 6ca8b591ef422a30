import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { COMMENT_INDICATOR_DEBOUNCE_MS } from '@tessera/shared';
import { useThrottledValue } from './use-throttled-value';

describe('a value taken at most every 300 ms (the comment indicators, spec 2 §9)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const hook = () => {
    const seen: number[] = [];
    const rendered = renderHook(
      ({ value }: { value: number }) => {
        const shown = useThrottledValue(value, COMMENT_INDICATOR_DEBOUNCE_MS);
        if (seen.at(-1) !== shown) seen.push(shown);
        return shown;
      },
      { initialProps: { value: 0 } },
    );
    return { seen, ...rendered };
  };
  const wait = (ms: number) =>
    act(() => {
      jest.advanceTimersByTime(ms);
    });

  it('is 300 ms', () => {
    expect(COMMENT_INDICATOR_DEBOUNCE_MS).toBe(300);
  });

  it('shows the first value at once and a change after a quiet spell on the next tick', () => {
    const { result, rerender } = hook();
    expect(result.current).toBe(0);
    rerender({ value: 1 });
    wait(0);
    expect(result.current).toBe(1);
  });

  it('gathers changes inside 300 ms into one update with the newest value', () => {
    const { result, rerender, seen } = hook();
    rerender({ value: 1 });
    wait(0);
    // Three more changes within 300 ms of that update: nothing moves until the 300 ms are over.
    rerender({ value: 2 });
    wait(100);
    rerender({ value: 3 });
    wait(100);
    rerender({ value: 4 });
    wait(99);
    expect(result.current).toBe(1);
    wait(1);
    expect(result.current).toBe(4);
    expect(seen).toEqual([0, 1, 4]);
  });

  it('still updates every 300 ms while the value never stops changing', () => {
    const { rerender, seen } = hook();
    for (let value = 1; value <= 12; value += 1) {
      rerender({ value });
      wait(50);
    }
    // 600 ms of changes every 50 ms: taken at 0, 300 and 600 ms, never more often.
    expect(seen).toEqual([0, 1, 6, 12]);
  });
});
