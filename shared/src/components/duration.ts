/**
 * Duration content is 'hours:minutes' (spec 1 §3). Chosen where the spec is silent: hours are a whole
 * number from 0 up (no upper bound, a log may exceed a day), minutes are 0–59 written with one or two
 * digits; the stored form pads minutes to two digits ('1:05').
 */
export interface Duration {
  hours: number;
  minutes: number;
}

const DURATION_PATTERN = /^(\d+):(\d{1,2})$/;

export function parseDuration(content: string): Duration | null {
  const match = DURATION_PATTERN.exec(content.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return minutes < 60 ? { hours, minutes } : null;
}

export function isDuration(content: string): boolean {
  return parseDuration(content) !== null;
}

export function formatDuration(duration: Duration): string {
  if (
    !Number.isInteger(duration.hours) ||
    !Number.isInteger(duration.minutes) ||
    duration.hours < 0 ||
    duration.minutes < 0 ||
    duration.minutes > 59
  ) {
    throw new RangeError('hours must be a whole number ≥ 0 and minutes 0–59');
  }
  return `${duration.hours}:${String(duration.minutes).padStart(2, '0')}`;
}

/** Total minutes of a duration, for sums. */
export function durationMinutes(duration: Duration): number {
  return duration.hours * 60 + duration.minutes;
}
