import { TZDate } from '@date-fns/tz';
import { type CalendarDate, calendarDateOfFields } from './calendar-date';

/**
 * Instants seen in a time zone (due times, "tomorrow" for the user), with @date-fns/tz's TZDate (ADR 0009).
 * Apart from calendar-date.ts so a bundle that only handles calendar dates (the web's forms) leaves TZDate out.
 */

/** The calendar date of an instant in an IANA time zone (default UTC). */
export function calendarDateOf(instant: Date, timeZone = 'UTC'): CalendarDate {
  return calendarDateOfFields(new TZDate(instant.getTime(), timeZone));
}

export interface ZonedDateParts extends CalendarDate {
  hour: number;
  minute: number;
  /** Offset of the zone from UTC at that instant, in minutes (east positive). */
  offsetMinutes: number;
}

/** Wall-clock parts of an instant in an IANA time zone, with the zone's offset at that instant. */
export function zonedDateParts(instant: Date, timeZone = 'UTC'): ZonedDateParts {
  const zoned = new TZDate(instant.getTime(), timeZone);
  return {
    ...calendarDateOfFields(zoned),
    hour: zoned.getHours(),
    minute: zoned.getMinutes(),
    offsetMinutes: -zoned.getTimezoneOffset(),
  };
}
