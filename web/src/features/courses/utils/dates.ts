import type { Locale } from '@tessera/shared';

/**
 * The API writes activity dates as MM/DD/YYYY (the spec's format); readers see them in their own language's
 * medium style. Anything else is shown as it came rather than guessed at.
 */
export function formatUsDate(value: string, locale: Locale): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return value;
  const [, month, day, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
