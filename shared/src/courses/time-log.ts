import { durationMinutes, formatDuration, parseDuration } from '../components/duration';
import type { SectionRole } from './section-members';

/**
 * The time log of a section (issue 11; spec 1 §3 and spec 2 §3 "log display"): when a section's log display is
 * "Time-log & Categories" its members record entries of a date, a duration (hours:minutes) and one of the
 * course's log categories, with a note; "Categories-only" records the date and category without a duration;
 * "None" has no log. What the spec leaves open is chosen here: a note of at most 1000 characters, no entry dated
 * after today (a log records what happened), and at most 24:00 in one entry (one day's work).
 */
export type LogDisplay = 'TimeLog' | 'CategoryOnlyLog' | 'none';

export const TIME_LOG_LIMITS = { note: 1000, minutesPerEntry: 24 * 60, entriesPerMember: 500 } as const;

export interface TimeLogEntryInput {
  date: string;
  duration?: string | null;
  log_category_id: string;
  note?: string;
}

export type TimeLogField = 'date' | 'duration' | 'log_category_id' | 'note';

/** A section keeps a log only when its log display is not "None". */
export function keepsTimeLog(display: LogDisplay): boolean {
  return display !== 'none';
}

/** Section owners (faculty, supervisors) and mentors read every member's log; members record their own. */
export function readsEveryLog(place: { isOwner: boolean; role: SectionRole | null }): boolean {
  return place.isOwner || place.role === 'mentor';
}

export function recordsOwnLog(place: { role: SectionRole | null }): boolean {
  return place.role === 'member';
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * Checks one entry against the section's log display and the course's categories; answers the entry's minutes
 * (null for a categories-only log) or the catalogue key per refused field.
 */
export function checkTimeLogEntry(
  input: TimeLogEntryInput,
  context: { display: LogDisplay; categoryIds: readonly string[]; today: string },
): { ok: true; minutes: number | null } | { ok: false; fields: Partial<Record<TimeLogField, string>> } {
  const fields: Partial<Record<TimeLogField, string>> = {};
  if (!isCalendarDate(input.date)) fields.date = 'courses.time_log.date_invalid';
  else if (input.date > context.today) fields.date = 'courses.time_log.date_future';
  let minutes: number | null = null;
  if (context.display === 'TimeLog') {
    const duration = parseDuration(input.duration ?? '');
    if (!duration) fields.duration = 'components.duration.invalid';
    else {
      minutes = durationMinutes(duration);
      if (minutes === 0) fields.duration = 'courses.time_log.duration_zero';
      else if (minutes > TIME_LOG_LIMITS.minutesPerEntry) fields.duration = 'courses.time_log.duration_day';
    }
  }
  if (!context.categoryIds.includes(input.log_category_id)) fields.log_category_id = 'courses.time_log.category';
  if ((input.note ?? '').length > TIME_LOG_LIMITS.note) fields.note = 'courses.time_log.note_long';
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, minutes };
}

/** Minutes as the log shows them, hours:minutes ('12:05'). */
export function formatLogMinutes(minutes: number): string {
  return formatDuration({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

export interface TimeLogTotals {
  entries: number;
  minutes: number;
  /** Per log category: entries and minutes. */
  by_category: { log_category_id: string; entries: number; minutes: number }[];
}

/** A member's totals: every entry counted once, minutes summed (categories-only entries add no minutes). */
export function timeLogTotals(entries: readonly { minutes: number | null; logCategoryId: string }[]): TimeLogTotals {
  const byCategory = new Map<string, { entries: number; minutes: number }>();
  let minutes = 0;
  for (const entry of entries) {
    const sum = byCategory.get(entry.logCategoryId) ?? { entries: 0, minutes: 0 };
    sum.entries += 1;
    sum.minutes += entry.minutes ?? 0;
    byCategory.set(entry.logCategoryId, sum);
    minutes += entry.minutes ?? 0;
  }
  return {
    entries: entries.length,
    minutes,
    by_category: [...byCategory].map(([log_category_id, sum]) => ({ log_category_id, ...sum })),
  };
}
