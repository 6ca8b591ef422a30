import { isBetween180And730Days, isTomorrow, isWithinThreeDays } from './date-proximity';

const now = new Date('2026-06-15T12:00:00Z');
const at = (hours: number): Date => new Date(now.getTime() + hours * 3_600_000);

describe('date proximity (spec 1 §9)', () => {
  it.each([
    [at(0), true],
    [at(72), true],
    [at(-72), true],
    [at(72.01), false],
    [at(-80), false],
  ])('within 3 days: %s → %s', (target, expected) => {
    expect(isWithinThreeDays(target, now)).toBe(expected);
  });

  it.each([
    [new Date('2026-06-16T00:00:00Z'), 'UTC', true],
    [new Date('2026-06-16T23:59:59Z'), 'UTC', true],
    [new Date('2026-06-15T23:59:59Z'), 'UTC', false],
    [new Date('2026-06-17T00:00:00Z'), 'UTC', false],
    // 02:00Z on the 16th is still the 15th in New York, where now is the 15th too
    [new Date('2026-06-16T02:00:00Z'), 'America/New_York', false],
    [new Date('2026-06-17T02:00:00Z'), 'America/New_York', true],
  ])('tomorrow: %s in %s → %s', (target, zone, expected) => {
    expect(isTomorrow(target, now, zone)).toBe(expected);
  });

  it('tomorrow defaults to UTC', () => {
    expect(isTomorrow(at(24), now)).toBe(true);
  });

  it.each([
    [at(179 * 24), false],
    [at(180 * 24), true],
    [at(180 * 24 + 5), true],
    [at(-400 * 24), true],
    [at(730 * 24 + 23), true],
    [at(731 * 24), false],
  ])('between 180 and 730 days: %s → %s', (target, expected) => {
    expect(isBetween180And730Days(target, now)).toBe(expected);
  });
});
