import { describe, expect, it } from '@jest/globals';
import { durationMinutes, formatDuration, isDuration, parseDuration } from './duration';

describe("duration 'hours:minutes' (spec 1 §3)", () => {
  it.each<[string, { hours: number; minutes: number } | null]>([
    ['1:30', { hours: 1, minutes: 30 }],
    ['0:05', { hours: 0, minutes: 5 }],
    ['0:5', { hours: 0, minutes: 5 }],
    ['12:00', { hours: 12, minutes: 0 }],
    ['250:59', { hours: 250, minutes: 59 }],
    [' 2:15 ', { hours: 2, minutes: 15 }],
    ['1:60', null],
    ['1:', null],
    [':30', null],
    ['1.5', null],
    ['-1:30', null],
    ['1:30:00', null],
    ['', null],
  ])('parses %j as %j', (text, duration) => {
    expect(parseDuration(text)).toEqual(duration);
    expect(isDuration(text)).toBe(duration !== null);
  });

  it.each<[number, number, string]>([
    [1, 5, '1:05'],
    [0, 0, '0:00'],
    [100, 59, '100:59'],
  ])('formats %i h %i min as %s', (hours, minutes, text) => {
    expect(formatDuration({ hours, minutes })).toBe(text);
  });

  it.each([
    [{ hours: 1, minutes: 60 }],
    [{ hours: -1, minutes: 0 }],
    [{ hours: 1.5, minutes: 0 }],
    [{ hours: 1, minutes: -1 }],
  ])('refuses to format %j', (duration) => {
    expect(() => formatDuration(duration)).toThrow(RangeError);
  });

  it('totals minutes', () => {
    expect(durationMinutes({ hours: 2, minutes: 15 })).toBe(135);
  });
});
