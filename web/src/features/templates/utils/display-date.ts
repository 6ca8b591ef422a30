import type { Locale } from '@tessera/shared';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * A timestamp as shown to a reader: MM/DD/YYYY in English (spec 2 §9), dd/mm/aaaa in Spanish (ADR 0011),
 * with the time (24 h), in the reader's time zone.
 */
export function displayDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const [day, month, year] = [pad(date.getDate()), pad(date.getMonth() + 1), pad(date.getFullYear(), 4)];
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return locale === 'es' ? `${day}/${month}/${year} ${time}` : `${month}/${day}/${year} ${time}`;
}
