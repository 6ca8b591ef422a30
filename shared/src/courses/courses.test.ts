import { message } from '../messages/index';
import {
  canAddToCourse,
  canDeleteCourse,
  canRemoveFromCourse,
  checkCourseEditStart,
  courseCategoryChoices,
  groupRowActions,
  LOG_DISPLAY_OPTIONS,
  minimumEndDate,
  toggledGroupStatus,
  visibleGroupOwners,
} from './courses';

describe('course deletion (spec 2 §5, §6)', () => {
  const empty = { hasNodeAuthority: true, sectionCount: 0, templateCount: 0, activityPlanCount: 0 };
  it.each([
    [empty, true],
    [{ ...empty, hasNodeAuthority: false }, false],
    [{ ...empty, sectionCount: 1 }, false],
    [{ ...empty, templateCount: 2 }, false],
    [{ ...empty, activityPlanCount: 1 }, false],
    [{ ...empty, organisationPlatformId: 'plat-1' }, false],
    [{ ...empty, organisationPlatformId: null }, true],
  ])('%j deletable: %s', (course, deletable) => {
    expect(canDeleteCourse(course)).toBe(deletable);
  });
});

describe('course contents (spec 2 §4, §5, §8)', () => {
  it.each([
    ['t1', ['t1', 't2'], false],
    ['t3', ['t1', 't2'], true],
  ])('removing %s with references %j: %s', (id, referenced, allowed) => {
    expect(canRemoveFromCourse(id, referenced)).toBe(allowed);
  });

  it.each([
    [{ id: 'c1' }, true],
    [{ id: '' }, false],
    [{ id: null }, false],
    [{}, false],
  ])('adding to course %j: %s', (course, allowed) => {
    expect(canAddToCourse(course)).toBe(allowed);
  });

  it.each([
    [undefined, 'c1', { ok: true }],
    [null, 'c1', { ok: true }],
    ['c1', 'c1', { ok: true }],
    ['c1', 'c2', { ok: false, message: 'courses.save_editing_first' }],
  ])('editing %s then %s → %j', (editing, next, result) => {
    expect(checkCourseEditStart(editing, next)).toEqual(result);
  });

  it('says "Please save editing course first!"', () => {
    expect(message('courses.save_editing_first')).toBe('Please save editing course first!');
  });
});

describe('course categories (spec 2 §3, §6)', () => {
  it.each([
    [{ fieldExperienceApp: false }, ['course', 'workshop']],
    [{ fieldExperienceApp: true }, ['course', 'workshop', 'internship']],
    [{ fieldExperienceApp: true, organisationPlatformId: 'p' }, ['course', 'internship']],
    [{ fieldExperienceApp: false, organisationPlatformId: 'p' }, ['course']],
  ])('%j → %j', (context, choices) => {
    expect(courseCategoryChoices(context)).toEqual(choices);
  });

  it('shows workshop as Group', () => {
    expect(message('courses.category.workshop')).toBe('Group');
  });
});

describe('groups (spec 2 §2, §4, §5, §6, §9)', () => {
  it.each([
    ['open', 'closed'],
    ['closed', 'open'],
  ] as const)('toggles %s to %s', (status, next) => {
    expect(toggledGroupStatus(status)).toBe(next);
  });

  it.each([
    [{ status: 'open' }, { edit: true, settings: true, delete: true, toggle: true }],
    [{ status: 'closed' }, { edit: true, settings: false, delete: false, toggle: true }],
    [
      { status: 'open', nodeType: 'program' },
      { edit: false, settings: true, delete: false, toggle: true },
    ],
    [
      { status: 'open', organisationPlatformId: 'p' },
      { edit: false, settings: true, delete: true, toggle: true },
    ],
    [
      { status: 'open', organisationPlatformId: 'p', fieldExperienceEnabled: true },
      { edit: true, settings: true, delete: true, toggle: true },
    ],
  ] as const)('row %j shows %j', (context, actions) => {
    expect(groupRowActions(context)).toEqual(actions);
  });

  it.each([
    [3, false, 3, false],
    [5, false, 5, false],
    [7, false, 5, true],
    [7, true, 7, true],
  ])('%d owners, expanded %s: shows %d, toggle %s', (count, expanded, shown, hasMore) => {
    const owners = Array.from({ length: count }, (_, index) => `o${index}`);
    const result = visibleGroupOwners(owners, expanded);
    expect(result.shown).toHaveLength(shown);
    expect(result.hasMore).toBe(hasMore);
  });

  it.each([
    [
      { year: 2026, month: 1, day: 31 },
      { year: 2026, month: 2, day: 1 },
    ],
    [
      { year: 2026, month: 12, day: 31 },
      { year: 2027, month: 1, day: 1 },
    ],
  ])('end date minimum after %j is %j (start + 1 day)', (start, minimum) => {
    expect(minimumEndDate(start)).toEqual(minimum);
  });

  it('labels the log display options (spec 1 §3, spec 2 §3)', () => {
    expect(LOG_DISPLAY_OPTIONS.map((option) => [option.value, message(option.label)])).toEqual([
      ['TimeLog', 'Time-log & Categories'],
      ['CategoryOnlyLog', 'Categories-only'],
      ['none', 'None'],
    ]);
  });
});
