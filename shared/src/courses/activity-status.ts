import { calendarDaysBetween, parseIsoCalendarDate } from '../account/calendar-date';
import { PROXIMITY_DAYS } from '../account/date-proximity';
import { calendarDateOf } from '../account/zoned-date';
import type { CoursesMessageKey } from '../messages/courses';

/**
 * A member's progress on one activity (issue 11: not started, in progress, submitted, assessed). It only
 * moves forward as the portfolio behind it does (spec 1 §4: created → in_preparation → in_assessment →
 * done), except that a withdrawal or a revision request takes a submitted or assessed activity back to in
 * progress, and an assessor's Undo of done work (push_back on done) takes an assessed activity back to submitted.
 */
export const ACTIVITY_STATUSES = ['not_started', 'in_progress', 'submitted', 'assessed'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const activityStatusLabel = (status: ActivityStatus): CoursesMessageKey => `courses.activity.status.${status}`;

/**
 * Whether `from` may become `to`: one step or more forward, back to in progress (withdraw, revise), or assessed
 * back to submitted (the Undo of done work: the portfolio returns to in_assessment).
 */
export function canChangeActivityStatus(from: ActivityStatus, to: ActivityStatus): boolean {
  if (from === to) return false;
  if (to === 'not_started') return false;
  if (to === 'in_progress') return true;
  if (from === 'assessed' && to === 'submitted') return true;
  return ACTIVITY_STATUSES.indexOf(to) > ACTIVITY_STATUSES.indexOf(from);
}

/** Counts of each status, for a section owner's progress view. */
export function countActivityStatuses(statuses: readonly ActivityStatus[]): Record<ActivityStatus, number> {
  const counts = { not_started: 0, in_progress: 0, submitted: 0, assessed: 0 };
  for (const status of statuses) counts[status] += 1;
  return counts;
}

export type DueProximity = 'overdue' | 'due_today' | 'due_tomorrow' | 'due_soon';

/**
 * The due-date label of an activity still to be handed in (spec 1 §9 date-proximity helpers: tomorrow,
 * within 3 days). The due date is a calendar date (due by the end of that day in the user's time zone):
 * passed is overdue, then today, tomorrow, and within 3 days. Submitted and assessed activities carry none.
 */
export function dueProximity(
  dueDate: string,
  status: ActivityStatus,
  now: Date,
  timeZone = 'UTC',
): DueProximity | null {
  if (status === 'submitted' || status === 'assessed') return null;
  const due = parseIsoCalendarDate(dueDate);
  if (!due) return null;
  const days = calendarDaysBetween(calendarDateOf(now, timeZone), due);
  if (days < 0) return 'overdue';
  if (days === 0) return 'due_today';
  if (days === 1) return 'due_tomorrow';
  return days <= PROXIMITY_DAYS.soon ? 'due_soon' : null;
}

export const dueProximityLabel = (proximity: DueProximity): CoursesMessageKey => `courses.activity.${proximity}`;
