import { describe, expect, it } from '@jest/globals';
import { displayDate, displayDateTime, displayDay } from './display-date';

describe('dates shown to a reader', () => {
  it.each([
    ['en', '2026-08-15', '08/15/2026'],
    ['es', '2026-08-15', '15/08/2026'],
    ['es', '08/15/2026', '15/08/2026'],
    ['en', 'not a date', 'not a date'],
  ] as const)('in %s, %s shows as %s (MM/DD/YYYY in English, dd/mm/aaaa in Spanish)', (locale, value, shown) => {
    expect(displayDate(value, locale)).toBe(shown);
  });

  it('shows a timestamp’s day, and with its time, in the reader’s time zone the same way', () => {
    // No zone in the text: read as local time, so the day and hour do not depend on where the test runs.
    expect(displayDay('2026-08-15T09:05:00', 'en')).toBe('08/15/2026');
    expect(displayDay('2026-08-15T09:05:00', 'es')).toBe('15/08/2026');
    expect(displayDateTime('2026-08-15T09:05:00', 'en')).toBe('08/15/2026 09:05');
    expect(displayDateTime('2026-08-15T09:05:00', 'es')).toBe('15/08/2026 09:05');
    expect(displayDay('garbage', 'en')).toBe('garbage');
  });
});
