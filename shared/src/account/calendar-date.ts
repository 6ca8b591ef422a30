import { addDays, compareAsc, differenceInCalendarDays, isExists, lightFormat } from 'date-fns';
import { type Locale } from '../messages/types';

/**
 * Calendar dates without a time or zone (birthdays, term and group dates), on date-fns (ADR 0009). The spec's
 * format MM/DD/YYYY (spec 1 §9, spec 2 §9) is what the API takes where a date is typed; ISO YYYY-MM-DD is the
 * stored format; people type and read a date in their language's pattern (CALENDAR_DATE_PATTERNS: English
 * MM/DD/YYYY, Spanish dd/mm/aaaa; parseDateInput, formatCalendarDate, formatDisplayDate). All arithmetic is in
 * whole days, on local midnights (date-fns' calendar functions are safe across daylight-saving changes).
 */

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

/** The local midnight of a calendar date (setFullYear: `new Date(50, 0, 1)` would be 1950). */
function toDate(date: CalendarDate): Date {
  const midnight = new Date(0);
  midnight.setFullYear(date.year, date.month - 1, date.day);
  midnight.setHours(0, 0, 0, 0);
  return midnight;
}

/** The calendar date a Date shows in its own fields (local time, or the zone of a TZDate). */
export const calendarDateOfFields = (date: Date): CalendarDate => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
});

/**
 * A real date of those numbers, else undefined. date-fns' isExists reads years 0–99 as 1900–1999, so those
 * years are refused: no date this platform keeps is that old, and "0050" is a typo.
 */
function existing(year: number, month: number, day: number): CalendarDate | undefined {
  return isExists(year, month - 1, day) ? { year, month, day } : undefined;
}

/** Strict MM/DD/YYYY (two-digit month and day, four-digit year, a real date); undefined otherwise. */
export function parseUsCalendarDate(value: string): CalendarDate | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return match ? existing(Number(match[3]), Number(match[1]), Number(match[2])) : undefined;
}

/** Strict YYYY-MM-DD; undefined otherwise. */
export function parseIsoCalendarDate(value: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return match ? existing(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
}

/** Either format: the UI sends MM/DD/YYYY, the API stores YYYY-MM-DD. */
export function parseCalendarDate(value: string | null | undefined): CalendarDate | undefined {
  if (value === null || value === undefined) return undefined;
  return parseUsCalendarDate(value) ?? parseIsoCalendarDate(value);
}

export function formatCalendarDateUs(date: CalendarDate): string {
  return lightFormat(toDate(date), 'MM/dd/yyyy');
}

export function formatCalendarDateIso(date: CalendarDate): string {
  return lightFormat(toDate(date), 'yyyy-MM-dd');
}

/**
 * How each language writes a calendar date, typed and read alike (ADR 0009, amended): English MM/DD/YYYY (the
 * spec's), Spanish dd/mm/aaaa (day first). date-fns patterns.
 */
export const CALENDAR_DATE_PATTERNS: Record<Locale, string> = { en: 'MM/dd/yyyy', es: 'dd/MM/yyyy' };

/** A calendar date as the reader's language writes it: "07/04/2026" in English, "04/07/2026" in Spanish. */
export function formatCalendarDate(date: CalendarDate, locale: Locale): string {
  return lightFormat(toDate(date), CALENDAR_DATE_PATTERNS[locale]);
}

/**
 * A stored date (YYYY-MM-DD, or MM/DD/YYYY as the API takes it) as the reader's language writes it:
 * "07/04/2026" in English, "04/07/2026" in Spanish, the pattern the date input reads (parseDateInput). Text
 * that is no date is returned as it is, so nothing shown disappears.
 */
export function formatDisplayDate(isoDate: string, locale: Locale): string {
  const date = parseCalendarDate(isoDate);
  return date ? formatCalendarDate(date, locale) : isoDate;
}

export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return calendarDateOfFields(addDays(toDate(date), days));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: CalendarDate, to: CalendarDate): number {
  return differenceInCalendarDays(toDate(to), toDate(from));
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return compareAsc(toDate(a), toDate(b));
}
