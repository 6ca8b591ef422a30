import { describe, expect, it } from '@jest/globals';
import { createClickThrottle } from './click-throttle';

describe('click throttle', () => {
  it('takes the first click and ignores others until the interval has passed since the last one taken', () => {
    let clock = 1_000;
    const take = createClickThrottle(500, () => clock);
    expect(take()).toBe(true);
    clock = 1_200;
    expect(take()).toBe(false);
    clock = 1_499;
    expect(take()).toBe(false);
    clock = 1_500;
    expect(take()).toBe(true);
    clock = 1_900;
    expect(take()).toBe(false);
    clock = 2_000;
    expect(take()).toBe(true);
  });
});
