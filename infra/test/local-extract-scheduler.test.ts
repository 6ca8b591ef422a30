import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { LOCAL_EXTRACT_TICK_MS, startExtractScheduler } from '../local/src/extract-scheduler';

describe('the local cloud’s extract scheduler (EventBridge Scheduler’s stand-in)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-28T04:00:00.000Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('ticks every LOCAL_EXTRACT_TICK_MS with the time it ticks at, and no more once stopped', async () => {
    const ticks: string[] = [];
    const scheduler = startExtractScheduler({ tick: async (now) => void ticks.push(now.toISOString()) });
    await jest.advanceTimersByTimeAsync(LOCAL_EXTRACT_TICK_MS * 2);
    expect(ticks).toEqual(['2026-11-28T04:01:00.000Z', '2026-11-28T04:02:00.000Z']);
    scheduler.stop();
    await jest.advanceTimersByTimeAsync(LOCAL_EXTRACT_TICK_MS * 3);
    expect(ticks).toHaveLength(2);
  });

  it('starts no tick while the previous one runs, and a failing tick is reported and the next one runs', async () => {
    let release: () => void = () => undefined;
    const errors: unknown[] = [];
    let calls = 0;
    const scheduler = startExtractScheduler({
      tick: () => {
        calls += 1;
        if (calls === 1) return new Promise<void>((resolve) => (release = resolve));
        if (calls === 2) return Promise.reject(new Error('table unavailable'));
        return Promise.resolve();
      },
      onError: (error) => errors.push(error),
    });
    await jest.advanceTimersByTimeAsync(LOCAL_EXTRACT_TICK_MS * 3);
    expect(calls).toBe(1); // the first is still running
    release();
    await jest.advanceTimersByTimeAsync(LOCAL_EXTRACT_TICK_MS * 2);
    expect(calls).toBe(3);
    expect(errors).toEqual([new Error('table unavailable')]);
    scheduler.stop();
  });
});
