import { message } from '../messages/index';
import { pageNumberWindow, termFilterOptions } from './edtpa-details';

describe('teacher-performance-assessment details (spec 3 §8, §9)', () => {
  it.each([
    [1, 10, [1, 2, 3]],
    [5, 10, [3, 4, 5, 6, 7]],
    [10, 10, [8, 9, 10]],
    [1, 1, [1]],
    [1, 0, []],
  ])('page %d of %d offers %j (± 2 around the current page)', (current, total, pages) => {
    expect(pageNumberWindow(current, total)).toEqual(pages);
  });

  it('offers All Terms first, and alone when terms fail to load', () => {
    expect(termFilterOptions([{ id: 't1', name: 'Fall' }])).toEqual([
      { value: '', label: 'website_admin.edtpa.all_terms' },
      { value: 't1', text: 'Fall' },
    ]);
    expect(termFilterOptions(undefined)).toEqual([{ value: '', label: 'website_admin.edtpa.all_terms' }]);
    expect(message('website_admin.edtpa.all_terms')).toBe('All Terms');
  });
});
