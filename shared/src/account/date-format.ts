import { type Locale } from '../messages/types';
import { zonedDateParts } from './calendar-date';

/**
 * The spec's display formats (spec 1 §9): MM/DD/YYYY, MM/DD/YYYY hh:mm A, MMM DD YYYY at hh:mm A,
 * YYYY MMM D, and HH:mm ZZ for due times. Tokens follow the usual moment-style meaning: hh is the 12-hour
 * hour with two digits, A is AM/PM, MMM the abbreviated month, ZZ the offset as +hhmm.
 */
export const DISPLAY_DATE_FORMATS = [
  'MM/DD/YYYY',
  'MM/DD/YYYY hh:mm A',
  'MMM DD YYYY at hh:mm A',
  'YYYY MMM D',
  'HH:mm ZZ',
] as const;

export type DisplayDateFormat = (typeof DISPLAY_DATE_FORMATS)[number];

/** Abbreviated month names. Spanish uses the lower-case abbreviations Spanish readers expect. */
const MONTHS: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};

const pad = (value: number, width = 2): string => String(Math.abs(value)).padStart(width, '0');

function offset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.trunc(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}

/**
 * Formats an instant in one of the spec's formats, in an IANA time zone (default UTC: callers pass the
 * user's zone). The word "at" and AM/PM stay as written in the format for every locale; only the month
 * abbreviation is localised.
 */
export function formatDisplayDate(
  instant: Date,
  format: DisplayDateFormat,
  timeZone = 'UTC',
  locale: Locale = 'en',
): string {
  const p = zonedDateParts(instant, timeZone);
  const month = MONTHS[locale][p.month - 1] as string;
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const meridiem = p.hour < 12 ? 'AM' : 'PM';
  const date = `${pad(p.month)}/${pad(p.day)}/${pad(p.year, 4)}`;
  const time12 = `${pad(hour12)}:${pad(p.minute)} ${meridiem}`;
  switch (format) {
    case 'MM/DD/YYYY':
      return date;
    case 'MM/DD/YYYY hh:mm A':
      return `${date} ${time12}`;
    case 'MMM DD YYYY at hh:mm A':
      return `${month} ${pad(p.day)} ${pad(p.year, 4)} at ${time12}`;
    case 'YYYY MMM D':
      return `${pad(p.year, 4)} ${month} ${p.day}`;
    case 'HH:mm ZZ':
      return `${pad(p.hour)}:${pad(p.minute)} ${offset(p.offsetMinutes)}`;
  }
}
