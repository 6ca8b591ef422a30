import { TZDate } from '@date-fns/tz';
import { addDays, getDay, isAfter, setHours, startOfDay } from 'date-fns';

/**
 * Scheduled extracts (issue 25, docs/adr/0032-extracts.md "Schedules"): an admin schedules a kind with its
 * filters daily or weekly at an hour (UTC); each run is an extract like one made by hand. The scheduler ticks
 * every EXTRACT_SCHEDULE_TICK_MINUTES and starts every schedule whose next run is due, so a run starts at most
 * that long after its hour.
 */
export const EXTRACT_SCHEDULE_FREQUENCIES = ['daily', 'weekly'] as const;
export type ExtractScheduleFrequency = (typeof EXTRACT_SCHEDULE_FREQUENCIES)[number];

/** How often the scheduler (EventBridge Scheduler in AWS, a timer in the local cloud) looks for due schedules. */
export const EXTRACT_SCHEDULE_TICK_MINUTES = 15;

/**
 * How long a scheduled extract's files are kept (the extracts bucket's lifecycle rule on `schedules/`): five
 * weeks, so a weekly schedule always has its latest file and four before it, a daily one its last 35.
 */
export const SCHEDULED_EXTRACT_RETENTION_DAYS = 35;

export interface ExtractScheduleTiming {
  frequency: ExtractScheduleFrequency;
  /** The hour of the day it runs, UTC, 0–23. */
  hour: number;
  /** Weekly only: the day it runs, 0 Sunday … 6 Saturday (UTC); null for daily. */
  weekday: number | null;
}

/**
 * The first run strictly after `after`: the next day (or the next chosen weekday) at the schedule's hour, UTC.
 * date-fns over a TZDate in UTC does the calendar (month and year ends); the hour is stated in UTC, so no
 * daylight-saving rule applies.
 */
export function nextExtractRun(timing: ExtractScheduleTiming, after: Date): string {
  const from = new TZDate(after.getTime(), 'UTC');
  let next = setHours(startOfDay(from), timing.hour);
  if (!isAfter(next, from)) next = addDays(next, 1);
  if (timing.frequency === 'weekly') {
    const weekday = timing.weekday ?? 0;
    next = addDays(next, (weekday - getDay(next) + 7) % 7);
  }
  return new Date(next.getTime()).toISOString();
}
