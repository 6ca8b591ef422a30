import {
  invalidField,
  nextExtractRun,
  type ExtractScheduleFrequency,
  type ExtractScheduleTiming,
} from '@tessera/shared';

/** A schedule's timing as asked: weekly needs its weekday (400 otherwise); daily keeps none. */
export function checkedTiming(body: {
  frequency: ExtractScheduleFrequency;
  hour: number;
  weekday?: number | null;
}): ExtractScheduleTiming {
  if (body.frequency === 'weekly' && (body.weekday === undefined || body.weekday === null))
    throw invalidField('weekday', 'extracts.schedule.weekday_required');
  return { frequency: body.frequency, hour: body.hour, weekday: body.frequency === 'weekly' ? body.weekday! : null };
}

/** When an enabled schedule with this timing runs next, from `now`; null when paused. */
export const nextRunOf = (timing: ExtractScheduleTiming, enabled: boolean, now: Date): string | null =>
  enabled ? nextExtractRun(timing, now) : null;
