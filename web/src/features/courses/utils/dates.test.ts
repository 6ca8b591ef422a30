import { describe, expect, it } from '@jest/globals';
import { formatUsDate } from './dates';

describe('formatUsDate', () => {
  it('shows an MM/DD/YYYY date in the reader’s language, on the day written whatever the time zone', () => {
    expect(formatUsDate('11/20/2026', 'en')).toBe('Nov 20, 2026');
    expect(formatUsDate('01/02/2027', 'es')).toBe('2 ene 2027');
  });

  it('leaves anything else as it came', () => {
    expect(formatUsDate('2026-11-20', 'en')).toBe('2026-11-20');
  });
});
