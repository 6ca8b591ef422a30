import { attachmentDisposition, downloadFromResponse, fileNameFromDisposition } from './download';

describe('download answers (Content-Disposition)', () => {
  it.each([
    ['standards-EDU 501 A.csv', 'attachment; filename="standards-EDU_501_A.csv"'],
    ['a"; filename="evil.exe', 'attachment; filename="a___filename__evil.exe"'],
    ['línea\r\nSet-Cookie: x=1.csv', 'attachment; filename="l_nea__Set-Cookie__x_1.csv"'],
    ['', 'attachment; filename="download"'],
  ])('%j is named %j (cleaned: no quote, CR or LF reaches the header)', (name, header) => {
    expect(attachmentDisposition(name)).toBe(header);
  });

  it('reads the file name back, and rebuilds the answer object', () => {
    expect(fileNameFromDisposition('attachment; filename="report.csv"')).toBe('report.csv');
    expect(fileNameFromDisposition('attachment; filename=report.csv')).toBe('report.csv');
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(downloadFromResponse('a,b\r\n', 'attachment; filename="x.csv"')).toEqual({
      filename: 'x.csv',
      content: 'a,b\r\n',
    });
  });
});
