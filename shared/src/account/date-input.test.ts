import { formatCalendarDate, formatCalendarDateIso, formatDisplayDate } from './calendar-date';
import { parseDateInput } from './date-input';

describe('a date typed in the reader’s language (ADR 0009 amended; issue 21 walkthrough)', () => {
  it.each([
    ['15/08/2026', 'es', '2026-08-15'],
    ['01/11/2026', 'es', '2026-11-01'], // 1 November, never 11 January
    ['1/5/2026', 'es', '2026-05-01'],
    ['29/02/2024', 'es', '2024-02-29'],
    [' 31/12/1999 ', 'es', '1999-12-31'],
    ['08/15/2026', 'en', '2026-08-15'],
    ['01/11/2026', 'en', '2026-01-11'],
    ['1/5/2026', 'en', '2026-01-05'],
  ] as const)('reads %j in %s as %s', (text, locale, iso) => {
    const date = parseDateInput(text, locale);
    expect(date && formatCalendarDateIso(date)).toBe(iso);
  });

  it.each([
    ['12/31/2026', 'es'], // the English order, which Spanish cannot read as a date
    ['15/08/2026', 'en'], // the Spanish order in English
    ['29/02/2023', 'es'],
    ['32/01/2026', 'es'],
    ['1/5/26', 'es'], // a two-digit year is a typo, not the year 26
    ['2026-08-15', 'es'],
    ['15/08/2026x', 'es'],
    ['15.08.2026', 'es'],
    ['', 'en'],
  ] as const)('refuses %j in %s', (text, locale) => {
    expect(parseDateInput(text, locale)).toBeUndefined();
  });

  it('round-trips a Spanish date: typed, stored as ISO, shown back as typed', () => {
    const typed = '01/11/2026';
    const stored = formatCalendarDateIso(parseDateInput(typed, 'es')!);
    expect(stored).toBe('2026-11-01');
    expect(formatDisplayDate(stored, 'es')).toBe(typed);
    expect(formatCalendarDate(parseDateInput(formatDisplayDate(stored, 'es'), 'es')!, 'es')).toBe(typed);
    // The same day in English reads month first.
    expect(formatDisplayDate(stored, 'en')).toBe('11/01/2026');
  });

  it('writes a one-digit day and month back padded, in each language’s order', () => {
    expect(formatCalendarDate(parseDateInput('1/5/2026', 'es')!, 'es')).toBe('01/05/2026');
    expect(formatCalendarDate(parseDateInput('1/5/2026', 'en')!, 'en')).toBe('01/05/2026');
    expect(formatCalendarDate({ year: 2026, month: 8, day: 15 }, 'es')).toBe('15/08/2026');
    expect(formatCalendarDate({ year: 2026, month: 8, day: 15 }, 'en')).toBe('08/15/2026');
  });
});
