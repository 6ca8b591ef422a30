import { parseCalendarDate, type Locale } from '@tessera/shared';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * A calendar date as shown to a reader: MM/DD/YYYY in English (spec 2 §9), dd/mm/aaaa in Spanish, where the
 * spec does not fix a display format for the language. Inputs keep MM/DD/YYYY everywhere.
 */
export function displayDate(value: string, locale: Locale): string {
  const date = parseCalendarDate(value);
  if (!date) return value;
  const [day, month, year] = [pad(date.day), pad(date.month), pad(date.year, 4)];
  return locale === 'es' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}
