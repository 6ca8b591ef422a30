import { message } from '../messages/index';
import { canOwnSection, validateSectionFields } from './section-rules';

describe('section fields (spec 2 §3, §5)', () => {
  const base = { group_code: 'EDU501-A', title: 'Section A' };

  it.each([
    ['01/10/2026', '01/11/2026', undefined],
    ['01/10/2026', '01/10/2026', 'courses.section.end_before_minimum'],
    ['01/10/2026', '01/09/2026', 'courses.section.end_before_minimum'],
    ['12/31/2026', '01/01/2027', undefined],
    ['2026-02-28', '2026-03-01', undefined],
    ['02/30/2026', '03/01/2026', undefined],
  ])('start %s, end %s → end error %s (end ≥ start + 1 day)', (start_date, end_date, error) => {
    const result = validateSectionFields({ ...base, start_date, end_date });
    expect(result.errors.end_date).toBe(error);
  });

  it('refuses a date that is not a real MM/DD/YYYY date', () => {
    expect(validateSectionFields({ ...base, start_date: '02/30/2026' }).errors).toEqual({
      start_date: 'courses.section.date_invalid',
    });
  });

  it('stores dates as YYYY-MM-DD and leaves absent ones null', () => {
    expect(validateSectionFields({ ...base, start_date: '01/10/2026', end_date: '' })).toEqual({
      errors: {},
      startDate: '2026-01-10',
      endDate: null,
    });
  });

  it('requires code and title', () => {
    expect(validateSectionFields({ group_code: ' ', title: '' }).errors).toEqual({
      group_code: 'courses.section.code_required',
      title: 'courses.section.title_required',
    });
    expect(message('courses.section.end_before_minimum')).toBe(
      'The end date must be at least one day after the start date.',
    );
  });

  it.each([
    [['faculty'], true],
    [['supervisor'], true],
    [['student'], false],
    [['mentor', 'student'], false],
  ] as const)('roles %j may own a section: %s', (roles, allowed) => {
    expect(canOwnSection(roles)).toBe(allowed);
  });
});
