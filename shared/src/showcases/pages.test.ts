import { message } from '../messages/index';
import {
  activePageAfterDeletion,
  canDeletePage,
  checkAddPage,
  defaultPageTitle,
  movePage,
  normalisePageName,
  pageDescription,
  pageNavigation,
} from './pages';
import { VIDEO_FEEDBACK_TEXT_COMPONENT } from './locks';

describe('page limits (spec 3 §5, §8, §9)', () => {
  it("titles a new page 'New Page'", () => {
    expect(defaultPageTitle()).toBe('New Page');
  });

  it.each([
    [0, { ok: true }],
    [29, { ok: true }],
    [30, { ok: false, message: 'showcases.page.max_reached' }],
    [31, { ok: false, message: 'showcases.page.max_reached' }],
  ])('with %d pages, adding → %j (at most 30)', (count, result) => {
    expect(checkAddPage(count)).toEqual(result);
  });

  it('says "You have already added the maximum number (30) of pages."', () => {
    expect(message('showcases.page.max_reached')).toBe('You have already added the maximum number (30) of pages.');
  });

  it.each([
    ['About me', 'About me'],
    ['  About me  ', 'About me'],
    ['', 'Blank'],
    ['    ', 'Blank'],
    ['p'.repeat(80), 'p'.repeat(60)],
    ['p'.repeat(61), 'p'.repeat(60)],
    ['p'.repeat(60), 'p'.repeat(60)],
  ])('names %j as %j (at most 60 characters)', (name, normalised) => {
    expect(normalisePageName(name)).toBe(normalised);
  });

  it('is localised', () => {
    expect(normalisePageName('', 'es')).toBe('En blanco');
    expect(defaultPageTitle('es')).toBe('Nueva página');
  });
});

describe('page list (spec 3 §2, §4)', () => {
  it.each([
    [0, 'Intro', 'Page 1: Intro'],
    [4, 'Reflection', 'Page 5: Reflection'],
  ])('describes page %d %j as %j', (index, title, description) => {
    expect(pageDescription(index, title)).toBe(description);
  });

  const plain = { components: [{ type: 'text' }] };
  it.each([
    [[plain], 0, false],
    [[plain, plain], 0, true],
    [[plain, { components: [{ type: VIDEO_FEEDBACK_TEXT_COMPONENT }] }], 1, false],
    [[plain, { components: [], can_update: false }], 1, false],
    [[plain, plain], 5, false],
  ])('deleting page %# (index %i): %s', (pages, index, allowed) => {
    expect(canDeletePage(pages, index)).toBe(allowed);
  });

  it.each([
    // pages, deleted, active → new active
    [3, 1, 1, 1],
    [3, 2, 2, 1],
    [3, 0, 2, 1],
    [3, 2, 0, 0],
    [2, 0, 0, 0],
  ])('%d pages, deleting %d while %d is active → %d', (count, deleted, active, next) => {
    expect(activePageAfterDeletion(count, deleted, active)).toBe(next);
  });

  it.each([
    [0, 1, { previousDisabled: true, nextDisabled: true }],
    [0, 3, { previousDisabled: true, nextDisabled: false }],
    [1, 3, { previousDisabled: false, nextDisabled: false }],
    [2, 3, { previousDisabled: false, nextDisabled: true }],
  ])('page %d of %d → %j', (index, count, navigation) => {
    expect(pageNavigation(index, count)).toEqual(navigation);
  });

  it('moves a page and renumbers the order', () => {
    const pages = [
      { id: 'a', order: '1' },
      { id: 'b', order: '2' },
      { id: 'c', order: '3' },
    ];
    expect(movePage(pages, 2, 0)).toEqual([
      { id: 'c', order: '1' },
      { id: 'a', order: '2' },
      { id: 'b', order: '3' },
    ]);
    expect(() => movePage(pages, 3, 0)).toThrow(RangeError);
    expect(() => movePage(pages, 0, -1)).toThrow(RangeError);
  });
});

describe('page names are names (text/names.ts)', () => {
  it('cuts at 60 code points without splitting an emoji, and drops invisible characters', () => {
    expect(normalisePageName('p'.repeat(59) + '😀😀')).toBe('p'.repeat(59) + '😀');
    expect(normalisePageName('\u200b\u2060')).toBe('Blank');
  });
});
