import { parseCalendarDate, type Locale } from '@tessera/shared';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** MM/DD/YYYY in English (spec 2 §9), dd/mm/aaaa in Spanish (ADR 0011), where the spec fixes no other format. */
function dayText(day: number, month: number, year: number, locale: Locale): string {
  const [dd, mm, yyyy] = [pad(day), pad(month), pad(year, 4)];
  return locale === 'es' ? `${dd}/${mm}/${yyyy}` : `${mm}/${dd}/${yyyy}`;
}

/** A calendar date (YYYY-MM-DD or MM/DD/YYYY) as shown to a reader; inputs keep MM/DD/YYYY everywhere. */
export function displayDate(value: string, locale: Locale): string {
  const date = parseCalendarDate(value);
  return date ? dayText(date.day, date.month, date.year, locale) : value;
}

/** A timestamp's day as shown to a reader, in the reader's time zone. */
export function displayDay(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dayText(date.getDate(), date.getMonth() + 1, date.getFullYear(), locale);
}

/** A timestamp as shown to a reader, with the time (24 h), in the reader's time zone. */
export function displayDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = dayText(date.getDate(), date.getMonth() + 1, date.getFullYear(), locale);
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
