import { message } from '../messages/index';
import { defaultFolderName, isFolderNameTaken, renameFolder, uniqueFolderName } from './folder-names';

const siblings = [
  { id: 'n1', text: 'History' },
  { id: 'n2', text: ' Science ' },
];

describe('folder rename (spec 2 §5, §8)', () => {
  it.each([
    ['  Arts  ', { ok: true, name: 'Arts' }],
    ['', { ok: true, name: 'Old name' }],
    ['   ', { ok: true, name: 'Old name' }],
    ['history', { ok: false, error: 'hierarchy.folder.name_taken' }],
    ['SCIENCE', { ok: false, error: 'hierarchy.folder.name_taken' }],
    ['Histories', { ok: true, name: 'Histories' }],
  ])('renaming to %j → %j', (name, result) => {
    expect(renameFolder({ name, previousName: 'Old name', siblings })).toEqual(result);
  });

  it('lets a folder keep its own name in another case', () => {
    expect(renameFolder({ name: 'HISTORY', previousName: 'History', siblings, selfId: 'n1' })).toEqual({
      ok: true,
      name: 'HISTORY',
    });
  });

  it.each([
    [300, 255],
    [256, 255],
    [255, 255],
  ])('cuts a name of %i characters to %i (spec 2 §5: max 255)', (length, kept) => {
    const result = renameFolder({ name: 'x'.repeat(length), previousName: 'Old', siblings: [] });
    expect(result).toEqual({ ok: true, name: 'x'.repeat(kept) });
  });

  it('says "This folder name has been taken."', () => {
    expect(message('hierarchy.folder.name_taken')).toBe('This folder name has been taken.');
  });

  it.each([
    ['history', undefined, true],
    ['history', 'n1', false],
    ['science', undefined, true],
    ['Maths', undefined, false],
  ])('%j taken (self %s): %s', (name, selfId, taken) => {
    expect(isFolderNameTaken(name, siblings, selfId)).toBe(taken);
  });
});

describe('new folder names "Folder name - N" (spec 2 §5)', () => {
  it.each([
    [[], 'Folder name - 1'],
    [['Folder name - 1'], 'Folder name - 2'],
    [['folder NAME - 1', 'Folder name - 2', 'Folder name - 4'], 'Folder name - 3'],
  ])('with siblings %j → %s', (names, name) => {
    expect(defaultFolderName(names, (n) => message('hierarchy.folder.default_name', 'en', { n }))).toBe(name);
  });

  it('is localised', () => {
    expect(defaultFolderName([], (n) => message('hierarchy.folder.default_name', 'es', { n }))).toBe(
      'Nombre de carpeta - 1',
    );
  });
});

describe('duplicates renamed "name - suffix" (spec 2 §5)', () => {
  it.each([
    ['History', [], 'History'],
    ['History', ['history'], 'History - 2'],
    ['History', ['History', 'History - 2'], 'History - 3'],
    [' Arts ', ['Science'], 'Arts'],
  ])('%j among %j → %j', (name, names, result) => {
    expect(uniqueFolderName(name, names)).toBe(result);
  });

  it('stays within 255 characters by shortening the name', () => {
    const long = 'y'.repeat(255);
    const renamed = uniqueFolderName(long, [long]);
    expect(renamed).toHaveLength(255);
    expect(renamed.endsWith(' - 2')).toBe(true);
    expect(uniqueFolderName('z'.repeat(300), [])).toHaveLength(255);
  });
});

describe('folder names are names (text/names.ts; issue 7 defect 4)', () => {
  it('makes "Café", "Cafe\u0301" and "Café\u200b" one name among siblings', () => {
    const cafe = [{ id: 'c1', text: 'Café' }];
    expect(isFolderNameTaken('Cafe\u0301', cafe)).toBe(true);
    expect(isFolderNameTaken('Café\u200b', cafe)).toBe(true);
    expect(renameFolder({ name: 'CAFE\u0301', previousName: 'Old', siblings: cafe })).toEqual({
      ok: false,
      error: 'hierarchy.folder.name_taken',
    });
  });

  it('stores the composed, visible name', () => {
    expect(renameFolder({ name: ' Cafe\u0301\u200b ', previousName: 'Old', siblings: [] })).toEqual({
      ok: true,
      name: 'Café',
    });
  });

  it('cuts a 256th-character emoji whole instead of leaving half of it', () => {
    const result = renameFolder({ name: 'a'.repeat(254) + '😀😀', previousName: 'Old', siblings: [] });
    expect(result).toEqual({ ok: true, name: 'a'.repeat(254) + '😀' });
    const cut = renameFolder({ name: 'a'.repeat(255) + '😀', previousName: 'Old', siblings: [] });
    expect(cut).toEqual({ ok: true, name: 'a'.repeat(255) });
  });

  it('keeps a suffixed copy within 255 code points without splitting an emoji', () => {
    const name = '😀'.repeat(255);
    const copy = uniqueFolderName(name, [name]);
    expect(copy).toBe('😀'.repeat(251) + ' - 2');
    expect([...copy]).toHaveLength(255);
  });
});
