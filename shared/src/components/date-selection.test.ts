import { describe, expect, it } from '@jest/globals';
import { message } from '../messages/index';
import { isoDateToUsDate, isValidUsDate, normalizeDateSelection, usDateToIsoDate } from './date-selection';

describe('dates MM/DD/YYYY ↔ ISO (spec 1 §5, §9)', () => {
  it.each<[string, string | null]>([
    ['01/31/2024', '2024-01-31'],
    ['1/5/2024', '2024-01-05'],
    ['02/29/2024', '2024-02-29'],
    ['02/29/2023', null],
    ['13/01/2024', null],
    ['00/10/2024', null],
    ['04/31/2024', null],
    ['04/00/2024', null],
    ['2024-01-31', null],
    ['01/31/24', null],
    ['', null],
    [' 12/25/2025 ', '2025-12-25'],
  ])('reads %j as ISO %j', (us, iso) => {
    expect(usDateToIsoDate(us)).toBe(iso);
    expect(isValidUsDate(us)).toBe(iso !== null);
  });

  it.each<[string, string | null]>([
    ['2024-01-31', '01/31/2024'],
    ['2024-01-31T10:00:00.000Z', '01/31/2024'],
    ['2023-02-29', null],
    ['01/31/2024', null],
    ['2024-1-31', null],
  ])('shows ISO %j as %j', (iso, us) => {
    expect(isoDateToUsDate(iso)).toBe(us);
  });

  it.each([
    ['', { display: '', content: '', error: null }],
    ['3/7/2025', { display: '03/07/2025', content: '2025-03-07', error: null }],
    ['31/12/2025', { display: '31/12/2025', content: null, error: 'components.date.invalid' }],
  ] as const)('normalises %j on blur to %j', (text, state) => {
    expect(normalizeDateSelection(text)).toEqual(state);
  });

  it('reports an invalid date with the spec 2 §5 sentence', () => {
    expect(message('components.date.invalid')).toBe('Please enter a valid date in the format mm/dd/yyyy.');
  });
});
