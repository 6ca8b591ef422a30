import { jest } from '@jest/globals';

/**
 * jsdom lays nothing out, and dnd-kit (components/ui/sortable.tsx) finds where an arrow key takes an item from
 * the boxes of the items and lists: this gives each list (`ul`, `ol`) a band 1000 px tall in document order and
 * each of its items a 40 px row in it, so the boxes follow the DOM as a browser stacks them. What is inside an
 * item has the item's box; the drag overlay has the box of the item being moved. Restored by
 * `jest.restoreAllMocks()`.
 */
export function stackLayout() {
  const rect = (top: number, height: number) =>
    ({
      top,
      bottom: top + height,
      left: 0,
      right: 300,
      width: 300,
      height,
      x: 0,
      y: top,
      toJSON: () => ({}),
    }) as DOMRect;
  const listTop = (list: Element) => [...document.querySelectorAll('ul, ol')].indexOf(list) * 1000;
  return jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.tagName === 'UL' || this.tagName === 'OL') return rect(listTop(this), 500);
    const item = this.closest('li') ?? document.querySelector('li.sortable-item--dragging');
    if (!item?.parentElement) return rect(0, 0);
    return rect(listTop(item.parentElement) + 10 + [...item.parentElement.children].indexOf(item) * 50, 40);
  });
}
