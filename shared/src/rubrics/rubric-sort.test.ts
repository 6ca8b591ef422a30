import { message } from '../messages/index';
import { RUBRIC_SORT_OPTIONS, sortRubrics } from './rubric-sort';

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
