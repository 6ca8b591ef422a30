import { message } from '../messages/index';
import { sortStatementSets, STATEMENT_SET_SORT_OPTIONS } from './sort-options';

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
