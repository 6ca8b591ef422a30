import { addHours, differenceInDays, isWithinInterval, subHours } from 'date-fns';
import { addCalendarDays, compareCalendarDates } from './calendar-date';
import { calendarDateOf } from './zoned-date';

/** Date-proximity helpers (spec 1 §9: within 3 days, tomorrow, between 180 and 730 days), on date-fns. */

/** spec 1 §9 constants. */
export const PROXIMITY_DAYS = { soon: 3, distantFrom: 180, distantTo: 730 } as const;

/**
 * True when `target` is at most 3 × 24 hours away from `now`, before or after it. The spec does not say
 * which side; both count, and callers that care (a due date still to come) compare the two themselves.
 */
export function isWithinThreeDays(target: Date, now: Date): boolean {
  const hours = PROXIMITY_DAYS.soon * 24;
  return isWithinInterval(target, { start: subHours(now, hours), end: addHours(now, hours) });
}

/** True when `target` falls on the calendar day after `now`'s, in the user's time zone (default UTC). */
export function isTomorrow(target: Date, now: Date, timeZone = 'UTC'): boolean {
  return (
    compareCalendarDates(calendarDateOf(target, timeZone), addCalendarDays(calendarDateOf(now, timeZone), 1)) === 0
  );
}

/**
 * True when `target` and `now` are between 180 and 730 whole days apart (both bounds included; partial days
 * are dropped, so 180 days and 5 hours counts as 180). Either direction counts, as for isWithinThreeDays.
 */
export function isBetween180And730Days(target: Date, now: Date): boolean {
  const days = Math.abs(differenceInDays(target, now));
  return days >= PROXIMITY_DAYS.distantFrom && days <= PROXIMITY_DAYS.distantTo;
}
