import { isValid, parse } from 'date-fns';
import { type Locale } from '../messages/types';
import { CALENDAR_DATE_PATTERNS, calendarDateOfFields, type CalendarDate } from './calendar-date';

/** A fixed reference for date-fns' parse (every field is in the pattern, so it never shows through). */
const REFERENCE = new Date(2000, 0, 1);

/**
 * A date as the reader typed it, in their language's pattern (date-fns `parse` with CALENDAR_DATE_PATTERNS,
 * ADR 0009 amended): English "08/15/2026", Spanish "15/08/2026"; one-digit months and days are taken
 * ("1/5/2026"); the year has four digits (years below 1000 are refused: "26" is a typo, not the year 26).
 * Anything else is undefined, including the other language's order ("15/08/2026" in English, "12/31/2026"
 * in Spanish): a date is never read the other way round. In a module of its own: date-fns' parse carries
 * every token parser, and only the web's date input needs it.
 */
export function parseDateInput(text: string, locale: Locale): CalendarDate | undefined {
  const parsed = parse(text.trim(), CALENDAR_DATE_PATTERNS[locale], REFERENCE);
  if (!isValid(parsed) || parsed.getFullYear() < 1000) return undefined;
  return calendarDateOfFields(parsed);
}
