import { message } from '../messages/index';
import {
  canDeleteColumn,
  type ColumnLayout,
  columnCount,
  COLUMN_LAYOUTS,
  removeColumn,
  removeSectionColumn,
} from './column-layouts';
import { VIDEO_FEEDBACK_TEXT_COMPONENT } from './locks';

describe('column layouts (spec 3 §2, §3)', () => {
  it('titles the modal that offers them "Add Section Below"', () => {
    expect(message('showcases.composer.add_section_below')).toBe('Add Section Below');
  });

  it.each(COLUMN_LAYOUTS.filter((layout) => columnCount(layout) > 1))(
    'merges %s, whichever column goes, into a layout the modal offers, with one column less (spec 3 §4)',
    (layout) => {
      for (let column = 0; column < columnCount(layout); column += 1) {
        const merged = removeColumn(layout, column);
        expect([column, COLUMN_LAYOUTS.includes(merged), columnCount(merged)]).toEqual([
          column,
          true,
          columnCount(layout) - 1,
        ]);
      }
    },
  );

  it.each([
    ['single', 1],
    ['two-equals', 2],
    ['one-with-left-sidebar', 2],
    ['one-with-right-sidebar', 2],
    ['three-equals', 3],
    ['one-with-two-sidebars', 3],
  ] as const)('%s has %d columns', (layout, count) => {
    expect(columnCount(layout)).toBe(count);
  });
});

describe('column removal merges the layout (spec 3 §4)', () => {
  it.each([
    ['three-equals', 0, 'two-equals'],
    ['three-equals', 1, 'two-equals'],
    ['three-equals', 2, 'two-equals'],
    ['two-equals', 0, 'single'],
    ['two-equals', 1, 'single'],
    ['one-with-left-sidebar', 0, 'single'],
    ['one-with-left-sidebar', 1, 'single'],
    ['one-with-right-sidebar', 0, 'single'],
    ['one-with-right-sidebar', 1, 'single'],
    ['one-with-two-sidebars', 0, 'one-with-right-sidebar'],
    ['one-with-two-sidebars', 1, 'two-equals'],
    ['one-with-two-sidebars', 2, 'one-with-left-sidebar'],
  ] as const)('%s without column %d becomes %s', (layout, index, merged) => {
    expect(removeColumn(layout, index)).toBe(merged);
  });

  it.each([
    ['single', 0],
    ['two-equals', 2],
    ['three-equals', -1],
    ['one-with-two-sidebars', 1.5],
  ] as const)('refuses to remove column %2$d of %1$s', (layout, index) => {
    expect(() => removeColumn(layout as ColumnLayout, index)).toThrow(RangeError);
  });

  it('removes the column with its components and activates the first column', () => {
    const section = { layout: 'one-with-two-sidebars' as const, columns: ['left', 'main', 'right'] };
    expect(removeSectionColumn(section, 0)).toEqual({
      layout: 'one-with-right-sidebar',
      columns: ['main', 'right'],
      activeColumn: 0,
    });
  });
});

describe('delete-column visibility (spec 3 §4, §5)', () => {
  it.each([
    ['single', { components: [] }, false],
    ['two-equals', { components: [{ type: 'text' }] }, true],
    ['two-equals', { components: [{ type: 'text', can_remove: false }] }, false],
    ['two-equals', { components: [{ type: VIDEO_FEEDBACK_TEXT_COMPONENT }] }, false],
    ['three-equals', { components: [], locked: true }, false],
  ] as const)('%s with active column %j: %s', (layout, column, visible) => {
    expect(canDeleteColumn(layout, column)).toBe(visible);
  });
});
