import { message } from '../messages/index';
import { GROUP_SORT_OPTIONS, sortGroups } from './group-sort';

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
