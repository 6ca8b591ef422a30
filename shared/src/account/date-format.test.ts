import { formatInstant } from './date-format';

describe('date formats (spec 1 §9)', () => {
  const afternoon = new Date('2026-07-04T15:05:09Z');
  const midnight = new Date('2026-01-09T00:07:00Z');

  it.each([
    [afternoon, 'MM/DD/YYYY', 'UTC', 'en', '07/04/2026'],
    [afternoon, 'MM/DD/YYYY hh:mm A', 'UTC', 'en', '07/04/2026 03:05 PM'],
    [midnight, 'MM/DD/YYYY hh:mm A', 'UTC', 'en', '01/09/2026 12:07 AM'],
    [afternoon, 'MMM DD YYYY at hh:mm A', 'UTC', 'en', 'Jul 04 2026 at 03:05 PM'],
    [afternoon, 'YYYY MMM D', 'UTC', 'en', '2026 Jul 4'],
    [afternoon, 'YYYY MMM D', 'UTC', 'es', '2026 jul 4'],
    [afternoon, 'HH:mm ZZ', 'UTC', 'en', '15:05 +0000'],
    [afternoon, 'HH:mm ZZ', 'America/New_York', 'en', '11:05 -0400'],
    [afternoon, 'HH:mm ZZ', 'Asia/Kolkata', 'en', '20:35 +0530'],
    [midnight, 'MM/DD/YYYY', 'America/Los_Angeles', 'en', '01/08/2026'],
    [new Date('2026-01-09T12:00:00Z'), 'MM/DD/YYYY hh:mm A', 'UTC', 'en', '01/09/2026 12:00 PM'],
  ] as const)('formats %s as %s in %s (%s)', (instant, format, zone, locale, text) => {
    expect(formatInstant(instant, format, zone, locale)).toBe(text);
  });

  it('writes Spanish month abbreviations and keeps "at" and AM/PM as the spec writes them', () => {
    expect(formatInstant(new Date('2026-09-04T15:05:00Z'), 'MMM DD YYYY at hh:mm A', 'UTC', 'es')).toBe(
      'sep 04 2026 at 03:05 PM',
    );
    expect(formatInstant(new Date('2026-01-09T09:00:00Z'), 'YYYY MMM D', 'UTC', 'es')).toBe('2026 ene 9');
  });

  it('defaults to UTC and English', () => {
    expect(formatInstant(afternoon, 'YYYY MMM D')).toBe('2026 Jul 4');
  });
});
