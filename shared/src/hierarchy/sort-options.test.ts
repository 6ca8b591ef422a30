import { message } from '../messages/index';
import {
  GROUP_SORT_OPTIONS,
  RUBRIC_SORT_OPTIONS,
  sortGroups,
  sortRubrics,
  sortStatementSets,
  STATEMENT_SET_SORT_OPTIONS,
} from './sort-options';

describe('group sort options (spec 2 §9)', () => {
  const groups = [
    { id: 'a', name: 'section 10', group_code: 'B2', created_at: '2026-02-01T00:00:00Z' },
    { id: 'b', title: 'Section 2', group_code: 'a1', created_at: '2026-03-01T00:00:00Z' },
    { id: 'c', name: 'Algebra', group_code: 'C3', created_at: '2026-01-01T00:00:00Z' },
    { id: 'd', name: 'Zoology', group_code: 'D4', created_at: null },
  ];

  it('offers name, code, recently created, least recently created', () => {
    expect(GROUP_SORT_OPTIONS.map((option) => message(option.label))).toEqual([
      'Name',
      'Code',
      'Recently created',
      'Least recently created',
    ]);
  });

  it.each([
    ['name', ['c', 'b', 'a', 'd']],
    ['code', ['b', 'a', 'c', 'd']],
    ['recently_created', ['b', 'a', 'c', 'd']],
    ['least_recently_created', ['d', 'c', 'a', 'b']],
  ] as const)('by %s: %j', (sort, order) => {
    expect(sortGroups(groups, sort).map((group) => group.id)).toEqual(order);
  });
});

describe('rubric sort options (spec 2 §9)', () => {
  const rubrics = [
    { id: 'a', title: 'Writing', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-05-01T00:00:00Z' },
    { id: 'b', title: 'art', created_at: '2026-04-01T00:00:00Z' },
    { id: 'c', title: 'Math', created_at: '2026-02-01T00:00:00Z', updated_at: null },
  ];
  it('offers title and date', () => {
    expect(RUBRIC_SORT_OPTIONS.map((option) => message(option.label))).toEqual(['Title', 'Date']);
  });
  it.each([
    ['title', ['b', 'c', 'a']],
    ['date', ['a', 'b', 'c']],
  ] as const)('by %s: %j', (sort, order) => {
    expect(sortRubrics(rubrics, sort).map((rubric) => rubric.id)).toEqual(order);
  });
});

describe('statement set sort options (spec 2 §9)', () => {
  const sets = [
    { id: 'a', title: 'Standards B', abbreviation: 'ZZ' },
    { id: 'b', title: 'Standards A', abbreviation: 'AA' },
    { id: 'c', title: 'Competencies', abbreviation: null },
  ];
  it('offers title and abbreviation', () => {
    expect(STATEMENT_SET_SORT_OPTIONS.map((option) => message(option.label))).toEqual(['Title', 'Abbreviation']);
  });
  it.each([
    ['title', ['c', 'b', 'a']],
    ['abbreviation', ['c', 'b', 'a']],
  ] as const)('by %s: %j', (sort, order) => {
    expect(sortStatementSets(sets, sort).map((set) => set.id)).toEqual(order);
  });

  it('keeps the order of ties', () => {
    const tied = [
      { id: 'x', title: 'Same', abbreviation: 'S' },
      { id: 'y', title: 'same', abbreviation: 'S' },
    ];
    expect(sortStatementSets(tied, 'title').map((set) => set.id)).toEqual(['x', 'y']);
  });
});
