/**
 * Calendar dates without a time or zone (birthdays, term and group dates). The spec's date format is
 * MM/DD/YYYY (spec 1 §9, spec 2 §9); ISO YYYY-MM-DD is the wire format. All arithmetic is in whole days.
 */

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

const MS_PER_DAY = 86_400_000;

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1) return false;
  const probe = new Date(Date.UTC(year, month - 1, day));
  probe.setUTCFullYear(year); // years 1–99 would otherwise map to 1901–1999
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** Strict MM/DD/YYYY (two-digit month and day, four-digit year, a real date); undefined otherwise. */
export function parseUsCalendarDate(value: string): CalendarDate | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? { year, month, day } : undefined;
}

/** Strict YYYY-MM-DD; undefined otherwise. */
export function parseIsoCalendarDate(value: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? { year, month, day } : undefined;
}

/** Either format: the UI sends MM/DD/YYYY, the API stores YYYY-MM-DD. */
export function parseCalendarDate(value: string | null | undefined): CalendarDate | undefined {
  if (value === null || value === undefined) return undefined;
  return parseUsCalendarDate(value) ?? parseIsoCalendarDate(value);
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

export function formatCalendarDateUs(date: CalendarDate): string {
  return `${pad(date.month)}/${pad(date.day)}/${pad(date.year, 4)}`;
}

export function formatCalendarDateIso(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

function toDayNumber(date: CalendarDate): number {
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day));
  utc.setUTCFullYear(date.year);
  return Math.round(utc.getTime() / MS_PER_DAY);
}

function fromDayNumber(days: number): CalendarDate {
  const utc = new Date(days * MS_PER_DAY);
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: CalendarDate, to: CalendarDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return Math.sign(calendarDaysBetween(b, a));
}

/** The calendar date of an instant in an IANA time zone (default UTC). */
export function calendarDateOf(instant: Date, timeZone = 'UTC'): CalendarDate {
  const parts = zonedDateParts(instant, timeZone);
  return { year: parts.year, month: parts.month, day: parts.day };
}

export interface ZonedDateParts extends CalendarDate {
  hour: number;
  minute: number;
  /** Offset of the zone from UTC at that instant, in minutes (east positive). */
  offsetMinutes: number;
}

/** Wall-clock parts of an instant in an IANA time zone, with the zone's offset at that instant. */
export function zonedDateParts(instant: Date, timeZone = 'UTC'): ZonedDateParts {
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts = formatter.formatToParts(instant);
  const read = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  const [year, month, day, hour, minute, second] = [
    read('year'),
    read('month'),
    read('day'),
    read('hour'),
    read('minute'),
    read('second'),
  ];
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const wholeSecondInstant = Math.floor(instant.getTime() / 1000) * 1000;
  const offsetMinutes = Math.round((wallClockAsUtc - wholeSecondInstant) / 60_000);
  return { year, month, day, hour, minute, offsetMinutes };
}
