import {
  addCalendarDays,
  calendarDaysBetween,
  compareCalendarDates,
  formatCalendarDateIso,
  formatCalendarDateUs,
  formatDisplayDate,
  parseCalendarDate,
  parseIsoCalendarDate,
  parseUsCalendarDate,
} from './calendar-date';
import { calendarDateOf, zonedDateParts } from './zoned-date';

describe('calendar dates in MM/DD/YYYY (spec 1 §9, spec 2 §9)', () => {
  it.each([
    ['02/29/2024', { year: 2024, month: 2, day: 29 }],
    ['12/31/1999', { year: 1999, month: 12, day: 31 }],
    [' 01/05/2026 ', { year: 2026, month: 1, day: 5 }],
    ['02/29/2023', undefined],
    ['13/01/2024', undefined],
    ['00/10/2024', undefined],
    ['1/5/2026', undefined],
    ['2026-01-05', undefined],
    ['', undefined],
  ])('parses %j as %j', (text, date) => {
    expect(parseUsCalendarDate(text)).toEqual(date);
  });

  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['0050-01-01', undefined], // years 0–99: refused (date-fns reads them as 19xx; no date here is that old)
    ['0100-03-01', { year: 100, month: 3, day: 1 }],
    ['2023-02-29', undefined],
    ['2024-2-9', undefined],
  ])('parses ISO %j as %j', (text, date) => {
    expect(parseIsoCalendarDate(text)).toEqual(date);
  });

  it.each([
    ['01/05/2026', { year: 2026, month: 1, day: 5 }],
    ['2026-01-05', { year: 2026, month: 1, day: 5 }],
    [null, undefined],
    [undefined, undefined],
    ['soon', undefined],
  ])('reads either format: %j', (text, date) => {
    expect(parseCalendarDate(text)).toEqual(date);
  });

  it('formats both ways', () => {
    expect(formatCalendarDateUs({ year: 2026, month: 1, day: 5 })).toBe('01/05/2026');
    expect(formatCalendarDateIso({ year: 2026, month: 1, day: 5 })).toBe('2026-01-05');
  });

  it.each([
    [{ year: 2024, month: 2, day: 28 }, 1, { year: 2024, month: 2, day: 29 }],
    [{ year: 2023, month: 12, day: 31 }, 1, { year: 2024, month: 1, day: 1 }],
    [{ year: 2024, month: 3, day: 1 }, -1, { year: 2024, month: 2, day: 29 }],
  ])('adds days: %j + %i', (date, days, result) => {
    expect(addCalendarDays(date, days)).toEqual(result);
  });

  it('counts and compares whole days', () => {
    const a = { year: 2024, month: 1, day: 1 };
    const b = { year: 2024, month: 12, day: 31 };
    expect(calendarDaysBetween(a, b)).toBe(365);
    expect(calendarDaysBetween(b, a)).toBe(-365);
    expect(compareCalendarDates(a, b)).toBe(-1);
    expect(compareCalendarDates(b, a)).toBe(1);
    expect(compareCalendarDates(a, { ...a })).toBe(0);
  });

  it('reads the calendar date and offset of an instant in a time zone', () => {
    const instant = new Date('2026-03-01T02:30:00Z');
    expect(calendarDateOf(instant)).toEqual({ year: 2026, month: 3, day: 1 });
    expect(calendarDateOf(instant, 'America/New_York')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(zonedDateParts(instant, 'Asia/Kolkata')).toEqual({
      year: 2026,
      month: 3,
      day: 1,
      hour: 8,
      minute: 0,
      offsetMinutes: 330,
    });
  });
});

describe("calendar dates in the reader's language", () => {
  it.each([
    ['2026-07-04', 'en', '07/04/2026'],
    ['2026-07-04', 'es', '04/07/2026'],
    ['07/04/2026', 'es', '04/07/2026'],
    ['2024-02-29', 'es', '29/02/2024'],
    ['2023-02-29', 'en', '2023-02-29'],
    ['soon', 'es', 'soon'],
  ] as const)('shows %s in %s as %s', (iso, locale, text) => {
    expect(formatDisplayDate(iso, locale)).toBe(text);
  });
});
