import { resourceSizeKb, sortByDisplayOrder } from './edtpa-resources';

describe('edTPA resources (spec 2 §9)', () => {
  it.each([
    [0, 0],
    [100, 1],
    [1536, 2],
    [1535, 1],
    [10 * 1024, 10],
  ])('%d bytes → %d KB', (bytes, kb) => {
    expect(resourceSizeKb(bytes)).toBe(kb);
  });

  it('sorts by display_order', () => {
    const resources = [
      { id: 'c', display_order: 3 },
      { id: 'a', display_order: 1 },
      { id: 'b', display_order: 2 },
      { id: 'a2', display_order: 1 },
    ];
    expect(sortByDisplayOrder(resources).map((resource) => resource.id)).toEqual(['a', 'a2', 'b', 'c']);
  });
});
