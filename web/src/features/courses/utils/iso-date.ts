import { formatCalendarDateIso, parseCalendarDate } from '@tessera/shared';

/** A date the API answered (MM/DD/YYYY) as the date field holds it (ISO); blank when there is none. */
export function isoDate(value: string | null | undefined): string {
  const date = parseCalendarDate(value);
  return date ? formatCalendarDateIso(date) : '';
}
