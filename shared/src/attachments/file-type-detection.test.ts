import { detectFileType, looksLikeText, validateStoredUpload } from './file-type-detection';

const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)),
  );
const pad = (length: number): number[] => new Array<number>(length).fill(0);
const zipWith = (entry: string): Uint8Array => bytes([0x50, 0x4b, 3, 4], pad(26), entry);
const bmpHeader = bytes('BM', pad(12), [40, 0, 0, 0]);
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ASF = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];

describe('type detection from leading bytes (spec 1 §5)', () => {
  it.each([
    [bytes('%PDF-1.7'), 'x.bin', undefined, 'pdf'],
    [bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'x.jpg', undefined, 'png'],
    [bytes([0xff, 0xd8, 0xff, 0xe0]), 'x.jpeg', undefined, 'jpeg'],
    [bytes([0xff, 0xd8, 0xff, 0xe0]), 'x.pdf', undefined, 'jpg'],
    [bytes('GIF89a'), 'x', undefined, 'gif'],
    [bytes('GIF87a'), 'x', undefined, 'gif'],
    [bytes([0x49, 0x49, 0x2a, 0x00]), 'x', undefined, 'tiff'],
    [bytes([0x4d, 0x4d, 0x00, 0x2a]), 'x', undefined, 'tiff'],
    [bmpHeader, 'x', undefined, 'bmp'],
    [zipWith('mimetypeapplication/vnd.oasis.opendocument.text'), 'x.zip', undefined, 'odt'],
    [zipWith('mimetypeapplication/vnd.oasis.opendocument.spreadsheet'), 'x', undefined, 'ods'],
    [zipWith('mimetypeapplication/vnd.oasis.opendocument.presentation'), 'x', undefined, 'odp'],
    [zipWith('mimetypeapplication/epub+zip'), 'x', undefined, 'zip'],
    [zipWith('[Content_Types].xml....word/document.xml'), 'x', undefined, 'docx'],
    [zipWith('xl/workbook.xml'), 'x', undefined, 'xlsx'],
    [zipWith('ppt/presentation.xml'), 'x', undefined, 'pptx'],
    [zipWith('[Content_Types].xml'), 'x.docx', undefined, 'docx'],
    [zipWith('[Content_Types].xml'), 'x.pdf', undefined, 'zip'],
    [bytes([0x50, 0x4b, 5, 6], pad(18)), 'empty.zip', undefined, 'zip'],
    [bytes(OLE2), 'old.xls', undefined, 'xls'],
    [bytes(OLE2), 'old', 'application/msword', 'doc'],
    [bytes(OLE2), 'mail.msg', undefined, undefined],
    [bytes(OLE2), 'mail.msg', 'application/zip', undefined],
    [bytes('RIFF', pad(4), 'WAVE'), 'x', undefined, 'wav'],
    [bytes('RIFF', pad(4), 'AVI '), 'x', undefined, 'avi'],
    [bytes('OggS'), 'x', undefined, 'ogg'],
    [bytes('FLV', [1]), 'x', undefined, 'flv'],
    [bytes('MThd'), 'x', undefined, 'mid'],
    [bytes(pad(4), 'ftypqt  '), 'x', undefined, 'mov'],
    [bytes(pad(4), 'ftypisom'), 'x', undefined, 'mp4'],
    [bytes(ASF), 'x.wmv', undefined, 'wmv'],
    [bytes(ASF), 'x.wma', undefined, 'wma'],
    [bytes(ASF), 'x', 'audio/x-ms-wma', 'wma'],
    [bytes('ID3', [3, 0]), 'x', undefined, 'mp3'],
    [bytes([0xff, 0xfb, 0x90]), 'x', undefined, 'mp3'],
    [bytes('{\\rtf1\\ansi'), 'x.txt', undefined, 'rtf'],
  ])('detects %#: %s named %s (%s) → %s', (sample, fileName, mimeType, type) => {
    expect(detectFileType({ bytes: sample, fileName, mimeType })).toBe(type);
  });
});

describe('text content: csv and txt by content (spec 1 §5)', () => {
  it.each([
    ['name,score\nAda,10\n', 'marks.csv', undefined, 'csv'],
    ['name,score\nAda,10\n', 'marks.txt', undefined, 'txt'],
    ['name,score\n', 'marks', 'text/csv; charset=utf-8', 'csv'],
    ['BMW,Audi\n', 'cars.csv', undefined, 'csv'],
    ['just words', 'notes', undefined, 'txt'],
    ['just words', 'notes.pdf', 'application/pdf', 'txt'],
    ['\uFEFF  <!DOCTYPE html><html></html>', 'page', undefined, 'html'],
    ['<html><body>hi</body></html>', 'page.txt', undefined, 'txt'],
    ['<p>fragment</p>', 'page.htm', undefined, 'htm'],
    ['<p>fragment</p>', 'page', 'text/html', 'html'],
  ])('%j named %s (%s) → %s', (content, fileName, mimeType, type) => {
    expect(detectFileType({ bytes: new TextEncoder().encode(content), fileName, mimeType })).toBe(type);
  });

  it.each([
    [new TextEncoder().encode('plain ascii'), true],
    [new TextEncoder().encode('café').subarray(0, 4), true], // é cut by the sample's end
    [bytes([0x61, 0x00, 0x62]), false],
    [bytes([0xc3, 0x28, 0x41, 0x41, 0x41]), false],
    [new Uint8Array(0), true],
  ])('looks like text: %j → %s', (sample, expected) => {
    expect(looksLikeText(sample)).toBe(expected);
  });
});

describe('fallbacks by MIME type and extension (spec 1 §5)', () => {
  it.each([
    [bytes([0x00, 0x01, 0x02]), 'x.bin', 'video/mp4', 'mp4'],
    [bytes([0x00, 0x01, 0x02]), 'x.pub', undefined, 'pub'],
    [new Uint8Array(0), 'empty.txt', undefined, 'txt'],
    [new Uint8Array(0), 'empty', undefined, undefined],
    [bytes('BM', [1, 2, 3]), 'x', undefined, 'txt'],
  ])('%j named %s (%s) → %s', (sample, fileName, mimeType, type) => {
    expect(detectFileType({ bytes: sample, fileName, mimeType })).toBe(type);
  });

  it('works without a file name', () => {
    expect(detectFileType({ bytes: bytes([0x00, 0x01]) })).toBeUndefined();
  });
});

describe('stored upload check', () => {
  it.each([
    [{ size: 10, detectedType: 'pdf' }, undefined],
    [{ size: 10, detectedType: 'exe' }, 'attachments.invalid_type'],
    [{ size: 10, detectedType: undefined }, 'attachments.invalid_type'],
    [{ size: 3 * 1024 * 1024, detectedType: 'pdf' }, 'attachments.size_exceeded'],
  ])('%j → %s', (upload, key) => {
    expect(validateStoredUpload(upload, { permittedTypes: 'any', maximumMb: 2 })?.key).toBe(key);
  });
});
