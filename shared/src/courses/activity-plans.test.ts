import { planDatesChanged, validateActivityPlan } from './activity-plans';

describe('activity plan fields (spec 2 §3 "Group template activity plan")', () => {
  const base = {
    title: 'Lesson plan',
    visible_date: '09/01/2026',
    open_submission_date: '09/05/2026',
    due_date: '09/30/2026',
  };

  it('accepts visible ≤ open submission ≤ due and stores them YYYY-MM-DD', () => {
    expect(validateActivityPlan(base)).toEqual({
      errors: {},
      dates: { visibleDate: '2026-09-01', openDate: '2026-09-05', dueDate: '2026-09-30' },
    });
    const sameDay = { ...base, open_submission_date: '09/01/2026', due_date: '09/01/2026' };
    expect(validateActivityPlan(sameDay).errors).toEqual({});
  });

  it.each([
    [{ open_submission_date: '08/31/2026' }, { open_submission_date: 'courses.plan.open_before_visible' }],
    [{ due_date: '09/04/2026' }, { due_date: 'courses.plan.due_before_open' }],
    [{ title: '  ' }, { title: 'courses.plan.title_required' }],
    [{ due_date: '' }, { due_date: 'courses.plan.date_required' }],
    [{ visible_date: '02/30/2026' }, { visible_date: 'courses.section.date_invalid' }],
  ])('refuses %j with %j and no dates', (change, errors) => {
    const result = validateActivityPlan({ ...base, ...change });
    expect(result.errors).toEqual(errors);
    expect(result.dates).toBeNull();
  });

  it('tells when the dates changed', () => {
    const dates = { visibleDate: '2026-09-01', openDate: '2026-09-05', dueDate: '2026-09-30' };
    expect(planDatesChanged(dates, { ...dates })).toBe(false);
    expect(planDatesChanged(dates, { ...dates, dueDate: '2026-10-01' })).toBe(true);
  });
});
