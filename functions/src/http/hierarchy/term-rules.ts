import {
  conflict,
  formatCalendarDateIso,
  invalid,
  parseCalendarDate,
  validateTerm,
  type createTerm,
  type FieldError,
  type RequestBody,
} from '@tessera/shared';
import type { TermFields } from '../../db/hierarchy/terms';

/** spec 2 §5: the term rules with their sentences, keyed by field (400); dates stored as YYYY-MM-DD. */
export function checkTerm(input: RequestBody<typeof createTerm>): TermFields {
  const errors = validateTerm(input);
  if (Object.keys(errors).length > 0) throw invalid('system.invalid_request', { fields: errors });
  const iso = (value: string) =>
    formatCalendarDateIso(parseCalendarDate(value) as NonNullable<ReturnType<typeof parseCalendarDate>>);
  return {
    code: input.code.trim(),
    name: input.name.trim(),
    startDate: iso(input.start_date),
    endDate: iso(input.end_date),
    includeAcademicData: input.include_academic_data,
  };
}

/** 409 for a name or code another term has, on the field(s) concerned. */
export function termTaken(outcome: { name: boolean; code: boolean }) {
  const fields: Record<string, FieldError> = {};
  if (outcome.name) fields.name = 'hierarchy.term.name_taken';
  if (outcome.code) fields.code = 'hierarchy.term.code_taken';
  return conflict(outcome.name ? 'hierarchy.term.name_taken' : 'hierarchy.term.code_taken', { fields });
}
