import {
  formatCalendarDateIso,
  formatCalendarDateUs,
  parseIsoCalendarDate,
  type CalendarDate,
} from '../account/calendar-date';
import { isExists } from 'date-fns';

/**
 * Date selection (spec 1 §3, §5): content is an ISO date; the field shows MM/DD/YYYY and is reformatted
 * between the two on blur or selection; it must be a valid date. Chosen where the spec is silent: typing
 * one-digit months or days ('1/5/2024') is accepted and shown back as '01/05/2024'; years have four digits.
 */
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:T.*)?$/;

const calendarDate = (year: number, month: number, day: number): CalendarDate | undefined =>
  isExists(year, month - 1, day) ? { year, month, day } : undefined;

/** Whether `text` is a valid MM/DD/YYYY date. */
export function isValidUsDate(text: string): boolean {
  return usDateToIsoDate(text) !== null;
}

/** 'MM/DD/YYYY' → 'YYYY-MM-DD', or null when not a valid date. */
export function usDateToIsoDate(text: string): string | null {
  const match = US_DATE.exec(text.trim());
  if (!match) return null;
  const date = calendarDate(Number(match[3]), Number(match[1]), Number(match[2]));
  return date ? formatCalendarDateIso(date) : null;
}

/** 'YYYY-MM-DD' (or a full ISO timestamp, whose date part is used) → 'MM/DD/YYYY', or null. */
export function isoDateToUsDate(iso: string): string | null {
  const match = ISO_DATE.exec(iso.trim());
  const date = match ? parseIsoCalendarDate(match[1] as string) : undefined;
  return date ? formatCalendarDateUs(date) : null;
}

/**
 * The field's state after blur: blank stays blank with no error; a valid date is shown as MM/DD/YYYY and
 * stored as ISO; anything else keeps the text and reports 'Please enter a valid date in the format
 * mm/dd/yyyy.' (spec 2 §5), which also blocks auto-save (spec 1 §4).
 */
export function normalizeDateSelection(
  text: string,
):
  | { display: string; content: string; error: null }
  | { display: string; content: null; error: 'components.date.invalid' } {
  const trimmed = text.trim();
  if (trimmed === '') return { display: '', content: '', error: null };
  const iso = usDateToIsoDate(trimmed);
  if (iso === null) return { display: text, content: null, error: 'components.date.invalid' };
  return { display: isoDateToUsDate(iso) as string, content: iso, error: null };
}
