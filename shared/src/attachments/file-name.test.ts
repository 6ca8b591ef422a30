import { cleanFileName, fileExtension } from './file-name';

describe('file name cleaning (spec 1 §5, §9)', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['My Report (final).docx', 'My_Report__final_.docx'],
    ['tab\there\nnew.txt', 'tab_here_new.txt'],
    ['résumé.pdf', 'r_sum_.pdf'],
    ['emoji😀.png', 'emoji_.png'],
    ['a-b_c.d.e', 'a-b_c.d.e'],
    ['$%&.csv', '___.csv'],
    ['', ''],
  ])('cleans %j to %j', (name, cleaned) => {
    expect(cleanFileName(name)).toBe(cleaned);
  });

  it('caps the length at 255 including the extension, keeping the extension', () => {
    const cleaned = cleanFileName(`${'a'.repeat(300)}.docx`);
    expect(cleaned).toHaveLength(255);
    expect(cleaned.endsWith('.docx')).toBe(true);
  });

  it('cuts a long name without an extension at 255', () => {
    expect(cleanFileName('b'.repeat(400))).toBe('b'.repeat(255));
  });

  it('cuts a name whose extension alone passes the cap', () => {
    expect(cleanFileName(`a.${'x'.repeat(300)}`)).toHaveLength(255);
  });

  it('keeps a name of exactly 255 characters', () => {
    const name = `${'c'.repeat(251)}.pdf`;
    expect(cleanFileName(name)).toBe(name);
  });
});

describe('file extension', () => {
  it.each([
    ['Report.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['noextension', ''],
    ['.bashrc', ''],
    ['folder.v2/file', ''],
    ['C:\\docs\\notes.TXT', 'txt'],
  ])('%j → %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});
