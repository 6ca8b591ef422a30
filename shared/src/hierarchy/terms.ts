import { compareCalendarDates, parseCalendarDate } from '../account/calendar-date';
import { type HierarchyMessageKey } from '../messages/hierarchy';
import { cleanName, nameKey } from '../text/names';

/** Terms (spec 2 §3, §5). */

export interface TermInput {
  id?: string;
  code?: string | null;
  name?: string | null;
  /** MM/DD/YYYY (as entered) or YYYY-MM-DD. */
  start_date?: string | null;
  end_date?: string | null;
}

export type TermField = 'code' | 'name' | 'start_date' | 'end_date';
export type TermErrors = Partial<Record<TermField, HierarchyMessageKey>>;

/**
 * spec 2 §5: code, name, start and end are required; the end must be later than the start ("End must later
 * than Start"; the same day is not later). Code and name are checked cleaned (text/names.ts: a name of
 * invisible characters is blank). A date that cannot be read
 * counts as not selected (the pickers only ever produce valid dates).
 */
export function validateTerm(term: TermInput): TermErrors {
  const errors: TermErrors = {};
  if (cleanName(term.code) === '') errors.code = 'hierarchy.term.code_required';
  if (cleanName(term.name) === '') errors.name = 'hierarchy.term.name_required';
  const start = parseCalendarDate(term.start_date);
  const end = parseCalendarDate(term.end_date);
  if (!start) errors.start_date = 'hierarchy.term.start_required';
  if (!end) errors.end_date = 'hierarchy.term.end_required';
  else if (start && compareCalendarDates(end, start) <= 0) errors.end_date = 'hierarchy.term.end_before_start';
  return errors;
}

/**
 * spec 2 §5: the server refuses a name or code another term of the organisation already uses, compared by
 * nameKey (cleaned, case-folded; the term itself, by id, excluded).
 */
export function termDuplicateErrors(
  term: TermInput,
  existing: ReadonlyArray<{ id: string; code: string; name: string }>,
): Pick<TermErrors, 'code' | 'name'> {
  const same = (a: string | null | undefined, b: string): boolean => nameKey(a) === nameKey(b);
  const others = existing.filter((other) => other.id !== term.id);
  const errors: Pick<TermErrors, 'code' | 'name'> = {};
  if (cleanName(term.name) !== '' && others.some((other) => same(term.name, other.name)))
    errors.name = 'hierarchy.term.name_taken';
  if (cleanName(term.code) !== '' && others.some((other) => same(term.code, other.code)))
    errors.code = 'hierarchy.term.code_taken';
  return errors;
}
