import { checkNewFolder } from '../hierarchy/folder-names';
import { hierarchyPathKey, hierarchyRowOf } from './hierarchy-import';
import { labelRowOf } from './labels-import';
import { siteRowOf } from './sites-import';

describe('the hierarchy kinds’ row rules', () => {
  it('reads a path of names, empty ones dropped, its key compared as sibling names are', () => {
    expect(hierarchyRowOf({ path: ' /State University//College of Education / ', type: 'College' })).toEqual({
      ok: true,
      value: { names: ['State University', 'College of Education'], type: 'college' },
    });
    expect(hierarchyPathKey(['CAFÉ', 'x'])).toBe(hierarchyPathKey(['Cafe\u0301\u200b', 'X']));
    expect(hierarchyRowOf({ path: ' / ' })).toMatchObject({ ok: false, problem: { code: 'required' } });
    expect(hierarchyRowOf({ path: `a/${'b'.repeat(256)}` })).toMatchObject({
      ok: false,
      problem: { code: 'too_long' },
    });
    expect(hierarchyRowOf({ path: Array(101).fill('n').join('/') })).toMatchObject({
      ok: false,
      problem: { code: 'too_deep' },
    });
    expect(hierarchyRowOf({ path: Array(100).fill('n').join('/') }).ok).toBe(true);
    expect(hierarchyRowOf({ path: 'a', type: 'campus' })).toMatchObject({
      ok: false,
      problem: { code: 'invalid_choice', column: 'type' },
    });
  });

  it('reads a site’s category by name in any case, and a label’s name', () => {
    const categories = new Map([['elementary', 'cat1']]);
    expect(siteRowOf({ name: ' Riverside ', site_category: 'ELEMENTARY' }, categories)).toEqual({
      ok: true,
      value: { name: 'Riverside', siteCategoryId: 'cat1' },
    });
    expect(siteRowOf({ name: 'Moon', site_category: 'Space' }, categories)).toEqual({
      ok: false,
      problem: {
        code: 'unknown_site_category',
        column: 'site_category',
        params: { column: 'site_category', name: 'Space' },
      },
    });
    expect(labelRowOf({ name: '\u200b' })).toMatchObject({ ok: false, problem: { code: 'required', column: 'name' } });
    expect(labelRowOf({ name: 'x'.repeat(256) })).toMatchObject({ ok: false, problem: { code: 'too_long' } });
  });

  it('applies the create-node rules to a new folder: 2 at the top, 100 levels, a name unique among siblings', () => {
    const top = [{ parent: '#' }, { parent: '#' }];
    expect(checkNewFolder({ parent: null, nodes: top, siblings: [], name: 'Third' })).toEqual({
      ok: false,
      problem: 'root_full',
    });
    const deep = { path: Array.from({ length: 100 }, (_, index) => `n${index}`) };
    expect(checkNewFolder({ parent: deep, nodes: [], siblings: [], name: 'x' })).toEqual({
      ok: false,
      problem: 'too_deep',
    });
    expect(
      checkNewFolder({ parent: { path: ['a'] }, nodes: [], siblings: [{ text: 'History' }], name: 'HISTORY' }),
    ).toEqual({ ok: false, problem: 'hierarchy.folder.name_taken' });
    expect(checkNewFolder({ parent: { path: ['a'] }, nodes: [], siblings: [], name: ' New ' })).toEqual({
      ok: true,
      name: 'New',
    });
  });
});
