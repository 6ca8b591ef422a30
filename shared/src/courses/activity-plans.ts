import {
  compareCalendarDates,
  formatCalendarDateIso,
  parseCalendarDate,
  type CalendarDate,
} from '../account/calendar-date';
import type { CoursesMessageKey } from '../messages/courses';
import { cleanName } from '../text/names';

/**
 * A course's activity plan (spec 2 §3 "Group template activity plan": title, template, visible_date,
 * open_submission_date, due_date). The spec names the three dates but not their order; the only order that
 * makes sense is the one checked here: an activity is seen before (or when) submissions open, and submissions
 * open before (or on) the due date.
 */
export interface ActivityPlanInput {
  title: string;
  visible_date: string;
  open_submission_date: string;
  due_date: string;
}

export type ActivityPlanField = 'title' | 'visible_date' | 'open_submission_date' | 'due_date';
export type ActivityPlanErrors = Partial<Record<ActivityPlanField, CoursesMessageKey>>;

export interface ActivityPlanDates {
  visibleDate: string;
  openDate: string;
  dueDate: string;
}

/** Title and the three dates (MM/DD/YYYY or YYYY-MM-DD, required), visible ≤ open submission ≤ due. */
export function validateActivityPlan(input: ActivityPlanInput): {
  errors: ActivityPlanErrors;
  dates: ActivityPlanDates | null;
} {
  const errors: ActivityPlanErrors = {};
  if (cleanName(input.title) === '') errors.title = 'courses.plan.title_required';
  const date = (field: 'visible_date' | 'open_submission_date' | 'due_date'): CalendarDate | null => {
    const value = input[field].trim();
    if (value === '') {
      errors[field] = 'courses.plan.date_required';
      return null;
    }
    const parsed = parseCalendarDate(value);
    if (!parsed) errors[field] = 'courses.section.date_invalid';
    return parsed ?? null;
  };
  const visible = date('visible_date');
  const open = date('open_submission_date');
  const due = date('due_date');
  if (visible && open && compareCalendarDates(open, visible) < 0)
    errors.open_submission_date = 'courses.plan.open_before_visible';
  if (open && due && compareCalendarDates(due, open) < 0) errors.due_date = 'courses.plan.due_before_open';
  else if (!open && visible && due && compareCalendarDates(due, visible) < 0)
    errors.due_date = 'courses.plan.due_before_open';
  const dates =
    visible && open && due && Object.keys(errors).length === 0
      ? {
          visibleDate: formatCalendarDateIso(visible),
          openDate: formatCalendarDateIso(open),
          dueDate: formatCalendarDateIso(due),
        }
      : null;
  return { errors, dates };
}

/** Whether a plan's dates changed (its copies in every section are then rewritten). */
export const planDatesChanged = (a: ActivityPlanDates, b: ActivityPlanDates): boolean =>
  a.visibleDate !== b.visibleDate || a.openDate !== b.openDate || a.dueDate !== b.dueDate;
