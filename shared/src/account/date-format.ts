import { TZDate } from '@date-fns/tz';
import { format, type Locale as DateFnsLocale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { type Locale } from '../messages/types';

/**
 * The spec's display formats for instants (spec 1 §9): MM/DD/YYYY, MM/DD/YYYY hh:mm A, MMM DD YYYY at hh:mm A,
 * YYYY MMM D, and HH:mm ZZ for due times, written in date-fns patterns (ADR 0009). Tokens keep their
 * moment-style meaning: hh is the 12-hour hour with two digits, A is AM/PM, MMM the abbreviated month, ZZ the
 * offset as +hhmm. (A calendar date without a time is shown with formatDisplayDate, calendar-date.ts.)
 */
export const INSTANT_FORMATS = [
  'MM/DD/YYYY',
  'MM/DD/YYYY hh:mm A',
  'MMM DD YYYY at hh:mm A',
  'YYYY MMM D',
  'HH:mm ZZ',
] as const;

export type InstantFormat = (typeof INSTANT_FORMATS)[number];

const PATTERNS: Record<InstantFormat, string> = {
  'MM/DD/YYYY': 'MM/dd/yyyy',
  'MM/DD/YYYY hh:mm A': 'MM/dd/yyyy hh:mm a',
  'MMM DD YYYY at hh:mm A': "MMM dd yyyy 'at' hh:mm a",
  'YYYY MMM D': 'yyyy MMM d',
  'HH:mm ZZ': 'HH:mm xx',
};

/**
 * The month abbreviation is the only localised part (Spanish: "ene", "jul", "sep"): the spec writes the
 * formats with "at" and AM/PM, so those stay as written in every language.
 */
const LOCALES: Record<Locale, DateFnsLocale> = {
  en: enUS,
  es: { ...es, localize: { ...es.localize, dayPeriod: enUS.localize.dayPeriod } },
};

/** An instant in one of the spec's formats, in an IANA time zone (default UTC: callers pass the user's zone). */
export function formatInstant(
  instant: Date,
  instantFormat: InstantFormat,
  timeZone = 'UTC',
  locale: Locale = 'en',
): string {
  return format(new TZDate(instant.getTime(), timeZone), PATTERNS[instantFormat], { locale: LOCALES[locale] });
}
