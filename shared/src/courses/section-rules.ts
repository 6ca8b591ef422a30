import {
  compareCalendarDates,
  formatCalendarDateIso,
  parseCalendarDate,
  type CalendarDate,
} from '../account/calendar-date';
import type { Role } from '../identity/roles';
import type { CoursesMessageKey } from '../messages/courses';
import { cleanName } from '../text/names';
import { minimumEndDate } from './courses';

/** The fields of a section the server checks itself (spec 2 §3 "Group", §5 end-date rule). */
export interface SectionFieldsInput {
  group_code: string;
  title: string;
  start_date?: string | null;
  end_date?: string | null;
}

export type SectionField = 'group_code' | 'title' | 'start_date' | 'end_date';
export type SectionErrors = Partial<Record<SectionField, CoursesMessageKey>>;

/**
 * Code and title are required; dates are MM/DD/YYYY (or YYYY-MM-DD) when given, and the end date is at least
 * the start date plus one day (spec 2 §5: the pickers' minimum, enforced again here).
 */
export function validateSectionFields(input: SectionFieldsInput): {
  errors: SectionErrors;
  startDate: string | null;
  endDate: string | null;
} {
  const errors: SectionErrors = {};
  if (cleanName(input.group_code) === '') errors.group_code = 'courses.section.code_required';
  if (cleanName(input.title) === '') errors.title = 'courses.section.title_required';
  const date = (field: 'start_date' | 'end_date'): CalendarDate | null => {
    const value = input[field];
    if (value === undefined || value === null || value.trim() === '') return null;
    const parsed = parseCalendarDate(value);
    if (!parsed) errors[field] = 'courses.section.date_invalid';
    return parsed ?? null;
  };
  const start = date('start_date');
  const end = date('end_date');
  if (start && end && compareCalendarDates(end, minimumEndDate(start)) < 0)
    errors.end_date = 'courses.section.end_before_minimum';
  return {
    errors,
    startDate: start ? formatCalendarDateIso(start) : null,
    endDate: end ? formatCalendarDateIso(end) : null,
  };
}

/** Who may own a section (spec 2 §3 owners; the faculty home shows their sections): staff roles, never students. */
export const SECTION_OWNER_ROLES: readonly Role[] = ['faculty', 'supervisor', 'coordinator', 'admin', 'root_admin'];

export const canOwnSection = (roles: readonly Role[]): boolean =>
  roles.some((role) => SECTION_OWNER_ROLES.includes(role));
