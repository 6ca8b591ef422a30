import { refuseEarlierSignIns, type CutOffClock } from '../../src/http/identity/token-cut-off';

/** A clock the test moves: sleeping advances it by exactly the time asked. */
function clockAt(start: number): CutOffClock & { sleeps: number[] } {
  let now = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  };
}

describe('a password change’s cut-off (issue 21: tokens are stamped in whole seconds)', () => {
  it.each([
    [1_795_830_498_400, 1_795_830_499, 600],
    [1_795_830_498_000, 1_795_830_499, 1000],
    [1_795_830_498_999, 1_795_830_499, 1],
  ])(
    'at %p ms refuses tokens stamped before %p s (the change’s own second too) and waits %p ms for it',
    async (now, cutOff, wait) => {
      const clock = clockAt(now);
      const refused: Array<[string, number]> = [];
      const answer = await refuseEarlierSignIns('user-1', clock, async (userId, second) => {
        refused.push([userId, second]);
      });
      expect(answer).toBe(cutOff);
      expect(refused).toEqual([['user-1', cutOff]]);
      // The cut-off is written before the wait, and the change answers only once the cut-off's second began.
      expect(clock.sleeps).toEqual([wait]);
      expect(clock.now()).toBe(cutOff * 1000);
    },
  );

  it('does not wait when writing the cut-off already took it into the next second', async () => {
    const clock = clockAt(1_795_830_498_900);
    await refuseEarlierSignIns('user-1', clock, async () => {
      await clock.sleep(300);
    });
    expect(clock.sleeps).toEqual([300]);
  });
});
