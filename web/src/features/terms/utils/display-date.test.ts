import { describe, expect, it } from '@jest/globals';
import { displayDate } from './display-date';

describe('dates shown to a reader', () => {
  it.each([
    ['en', '2026-08-15', '08/15/2026'],
    ['es', '2026-08-15', '15/08/2026'],
    ['es', '08/15/2026', '15/08/2026'],
    ['en', 'not a date', 'not a date'],
  ] as const)('in %s, %s shows as %s (MM/DD/YYYY in English, dd/mm/aaaa in Spanish)', (locale, value, shown) => {
    expect(displayDate(value, locale)).toBe(shown);
  });
});
