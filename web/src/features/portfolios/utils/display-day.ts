import type { Locale } from '@tessera/shared';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * A timestamp's day as shown to a reader: MM/DD/YYYY in English (spec 2 §9), dd/mm/aaaa in Spanish (the
 * hierarchy's convention, ADR 0011), in the reader's time zone.
 */
export function displayDay(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const [day, month, year] = [pad(date.getDate()), pad(date.getMonth() + 1), pad(date.getFullYear(), 4)];
  return locale === 'es' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}
