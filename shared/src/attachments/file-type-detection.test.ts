import { crc32, deflateRawSync } from 'node:zlib';
import {
  detectFileType,
  looksLikeText,
  TYPE_DETECTION_SAMPLE_BYTES,
  validateStoredUpload,
} from './file-type-detection';

const bytes = (...parts: Array<string | number[] | Uint8Array>): Uint8Array =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : Array.from(part as ArrayLike<number>),
    ),
  );
const pad = (length: number): number[] => new Array<number>(length).fill(0);
const base64 = (text: string): Uint8Array => Uint8Array.from(Buffer.from(text, 'base64'));
const le16 = (value: number): number[] => [value & 0xff, (value >> 8) & 0xff];
const le32 = (value: number): number[] => [...le16(value & 0xffff), ...le16(value >>> 16)];

/** A real zip archive as Office and zip tools write it: deflated entries, local headers, central directory. */
function zip(entries: Array<[name: string, content: string]>): Uint8Array {
  const locals: number[] = [];
  const central: number[] = [];
  for (const [name, content] of entries) {
    const data = Buffer.from(content, 'utf8');
    const packed = deflateRawSync(data);
    const common = [
      ...le16(20),
      ...le16(0),
      ...le16(8), // deflate
      ...le16(0),
      ...le16(0x21),
      ...le32(crc32(data)),
      ...le32(packed.length),
      ...le32(data.length),
      ...le16(name.length),
      ...le16(0),
    ];
    const offset = locals.length;
    locals.push(...[0x50, 0x4b, 3, 4], ...common, ...bytes(name), ...packed);
    central.push(...[0x50, 0x4b, 1, 2], ...le16(20), ...common, ...le16(0), ...le16(0), ...le16(0));
    central.push(...le32(0), ...le32(offset), ...bytes(name));
  }
  const end = [0x50, 0x4b, 5, 6, ...pad(4), ...le16(entries.length), ...le16(entries.length)];
  end.push(...le32(central.length), ...le32(locals.length), ...le16(0));
  return Uint8Array.from([...locals, ...central, ...end]);
}

const contentTypes = (main: string): string =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/${main.split('|')[0]}" ContentType="${main.split('|')[1]}"/></Types>`;
const RELS =
  '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>';

const DOCX = zip([
  [
    '[Content_Types].xml',
    contentTypes('word/document.xml|application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
  ],
  ['_rels/.rels', RELS],
  ['word/document.xml', '<w:document><w:body><w:p><w:r><w:t>Essay</w:t></w:r></w:p></w:body></w:document>'],
]);
const XLSX = zip([
  [
    '[Content_Types].xml',
    contentTypes('xl/workbook.xml|application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
  ],
  ['_rels/.rels', RELS],
  ['xl/workbook.xml', '<workbook><sheets><sheet name="Marks" sheetId="1"/></sheets></workbook>'],
]);
const PPTX = zip([
  [
    '[Content_Types].xml',
    contentTypes(
      'ppt/presentation.xml|application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
    ),
  ],
  ['ppt/presentation.xml', '<p:presentation/>'],
]);
/** LibreOffice-style: the part folders come before [Content_Types].xml. */
const DOCX_CONTENT_TYPES_LAST = zip([
  ['word/document.xml', '<w:document/>'],
  ['[Content_Types].xml', contentTypes('word/document.xml|x')],
]);
const PLAIN_ZIP = zip([
  ['notes.txt', 'just notes'],
  ['photos/readme.md', '# photos'],
]);
const ODT = Uint8Array.from([
  ...[0x50, 0x4b, 3, 4, ...le16(10), ...le16(0), ...le16(0), ...pad(4)],
  ...le32(crc32(Buffer.from('application/vnd.oasis.opendocument.text'))),
  ...le32(39),
  ...le32(39),
  ...le16(8),
  ...le16(0),
  ...bytes('mimetype', 'application/vnd.oasis.opendocument.text'),
]);

/** Real files: a 1×1 PNG and GIF, a JFIF JPEG's header, a PDF's first lines, an MP4 and a QuickTime ftyp box. */
const PNG = base64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==');
const GIF = base64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
const JPEG = bytes(
  [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10],
  'JFIF',
  [0x00, 0x01, 0x01, 0x00, 0x00, 0x48, 0x00, 0x48, 0x00, 0x00, 0xff, 0xdb, 0x00, 0x43, 0x00],
  pad(64),
);
const PDF = bytes('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3], '\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n');
const MP4 = bytes(
  [0, 0, 0, 0x20],
  'ftypisom',
  [0, 0, 2, 0],
  'isomiso2avc1mp41',
  [0, 0, 0, 8],
  'free',
  [0, 0, 0, 8],
  'mdat',
);
const MOV = bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0], 'qt  ', [0, 0, 0, 8], 'wide');
const MP3 = bytes('ID3', [4, 0, 0, 0, 0, 0, 0], [0xff, 0xfb, 0x90, 0x64], pad(400), [0xff, 0xfb, 0x90, 0x64], pad(400));
const MP3_NO_TAG = bytes([0xff, 0xfb, 0x90, 0x64], pad(413), [0xff, 0xfb, 0x90, 0x64], pad(413));
const WAV = bytes(
  'RIFF',
  le32(36),
  'WAVEfmt ',
  le32(16),
  le16(1),
  le16(1),
  le32(8000),
  le32(8000),
  le16(1),
  le16(8),
  'data',
  le32(0),
);
const AVI = bytes('RIFF', le32(100), 'AVI LIST', le32(4), 'hdrl');
const OGG = bytes('OggS', [0, 2], pad(20), [1, 0x1e], [1], 'vorbis', pad(30));
const FLV = bytes('FLV', [1, 5, 0, 0, 0, 9], pad(4));
const MIDI = bytes('MThd', [0, 0, 0, 6, 0, 1, 0, 1, 0, 0x60], 'MTrk');
const ASF = bytes(
  [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c],
  pad(14),
);
const RTF = bytes('{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}} Hello}');
const TIFF_LE = bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0], pad(32));
const TIFF_BE = bytes([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8], pad(32));
const BMP = bytes('BM', le32(70), pad(4), le32(54), le32(40), le32(1), le32(1), le16(1), le16(24), pad(24));
const OLE2 = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], pad(504));
const HTML_AS_JPG = new TextEncoder().encode(
  '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
);
const GIF_HTML_POLYGLOT = bytes(
  GIF.subarray(0, 13),
  '<html><body><script>alert(1)</script></body></html>',
  GIF.subarray(13),
);

describe('type detection from leading bytes, by file-type (spec 1 §5)', () => {
  it.each<[string, Uint8Array, string, string | undefined, string | undefined]>([
    ['PNG named .jpg', PNG, 'photo.jpg', undefined, 'png'],
    ['JPEG named .jpeg keeps jpeg', JPEG, 'photo.jpeg', undefined, 'jpeg'],
    ['JPEG named .pdf', JPEG, 'report.pdf', undefined, 'jpg'],
    ['GIF', GIF, 'x', undefined, 'gif'],
    ['PDF named .bin', PDF, 'x.bin', undefined, 'pdf'],
    ['DOCX, told apart from zip', DOCX, 'essay.zip', undefined, 'docx'],
    ['XLSX, told apart from zip', XLSX, 'marks', undefined, 'xlsx'],
    ['PPTX', PPTX, 'talk', undefined, 'pptx'],
    ['DOCX with [Content_Types].xml last: the word/ folder tells', DOCX_CONTENT_TYPES_LAST, 'x', undefined, 'docx'],
    ['a plain zip stays zip', PLAIN_ZIP, 'photos.zip', undefined, 'zip'],
    ['a plain zip named .docx: an Office name on a zip is trusted', PLAIN_ZIP, 'essay.docx', undefined, 'docx'],
    ['a plain zip named .pdf is a zip', PLAIN_ZIP, 'essay.pdf', undefined, 'zip'],
    ['OpenDocument text', ODT, 'x.zip', undefined, 'odt'],
    ['MP4', MP4, 'clip.mov', undefined, 'mp4'],
    ['QuickTime', MOV, 'clip.mp4', undefined, 'mov'],
    ['MP3 with an ID3 tag', MP3, 'song', undefined, 'mp3'],
    ['MP3 without a tag', MP3_NO_TAG, 'song', undefined, 'mp3'],
    ['WAV', WAV, 'x', undefined, 'wav'],
    ['AVI', AVI, 'x', undefined, 'avi'],
    ['OGG Vorbis', OGG, 'x', undefined, 'ogg'],
    ['FLV', FLV, 'x', undefined, 'flv'],
    ['MIDI', MIDI, 'x', undefined, 'mid'],
    ['ASF named .wmv', ASF, 'x.wmv', undefined, 'wmv'],
    ['ASF named .wma', ASF, 'x.wma', undefined, 'wma'],
    ['ASF declared audio', ASF, 'x', 'audio/x-ms-wma', 'wma'],
    ['RTF named .txt', RTF, 'x.txt', undefined, 'rtf'],
    ['TIFF (little-endian)', TIFF_LE, 'x', undefined, 'tiff'],
    ['TIFF (big-endian)', TIFF_BE, 'x', undefined, 'tiff'],
    ['BMP', BMP, 'x', undefined, 'bmp'],
    ['Office 97 named .xls', OLE2, 'old.xls', undefined, 'xls'],
    ['Office 97 declared Word', OLE2, 'old', 'application/msword', 'doc'],
    ['Office 97 that is none of ours', OLE2, 'mail.msg', undefined, undefined],
    ['Office 97 declared zip', OLE2, 'mail.msg', 'application/zip', undefined],
  ])('%s → %s', async (_case, sample, fileName, mimeType, type) => {
    expect(await detectFileType({ bytes: sample, fileName, mimeType })).toBe(type);
  });

  it('needs no more than the sample size the server reads', async () => {
    const long = bytes(DOCX, pad(10_000));
    expect(await detectFileType({ bytes: long.subarray(0, TYPE_DETECTION_SAMPLE_BYTES), fileName: 'x' })).toBe('docx');
  });
});

describe('files pretending to be images', () => {
  it('reads HTML named .jpg as html, so an image rule refuses it', async () => {
    expect(await detectFileType({ bytes: HTML_AS_JPG, fileName: 'cat.jpg', mimeType: 'image/jpeg' })).toBe('html');
    expect(
      validateStoredUpload(
        { size: HTML_AS_JPG.length, detectedType: 'html' },
        { permittedTypes: ['jpg'], maximumMb: 5 },
      )?.key,
    ).toBe('attachments.invalid_type');
  });

  it('reads a GIF header followed by a page (a polyglot) as html, not gif', async () => {
    expect(await detectFileType({ bytes: GIF_HTML_POLYGLOT, fileName: 'cat.gif', mimeType: 'image/gif' })).toBe('html');
  });

  it.each([
    ['BMW,Audi\n', 'cars.csv', 'csv'],
    ['BM', 'x', 'txt'],
    ['MZ1234,Lab\n', 'codes.csv', 'csv'],
    ['BZh is a note\n', 'note.txt', 'txt'],
  ])('does not take text starting %j for a binary type', async (content, fileName, type) => {
    expect(await detectFileType({ bytes: new TextEncoder().encode(content), fileName })).toBe(type);
  });
});

describe('text content: csv and txt by content (spec 1 §5)', () => {
  it.each([
    ['name,score\nAda,10\n', 'marks.csv', undefined, 'csv'],
    ['name,score\nAda,10\n', 'marks.txt', undefined, 'txt'],
    ['name,score\n', 'marks', 'text/csv; charset=utf-8', 'csv'],
    ['just words', 'notes', undefined, 'txt'],
    ['just words', 'notes.pdf', 'application/pdf', 'txt'],
    ['\uFEFF  <!DOCTYPE html><html></html>', 'page', undefined, 'html'],
    ['<html><body>hi</body></html>', 'page.txt', undefined, 'txt'],
    ['<p>fragment</p>', 'page.htm', undefined, 'htm'],
    ['<p>fragment</p>', 'page', 'text/html', 'html'],
  ])('%j named %s (%s) → %s', async (content, fileName, mimeType, type) => {
    expect(await detectFileType({ bytes: new TextEncoder().encode(content), fileName, mimeType })).toBe(type);
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
    [new Uint8Array(0), 'empty.txt', undefined, 'txt'],
    [new Uint8Array(0), 'empty.jpg', 'image/png', 'png'],
    [new Uint8Array(0), 'empty', undefined, undefined],
  ])('%j named %s (%s) → %s', async (sample, fileName, mimeType, type) => {
    expect(await detectFileType({ bytes: sample, fileName, mimeType })).toBe(type);
  });

  // Issue 21 (probe finding 7): unidentified bytes were admitted as whatever the browser declared.
  it.each([
    ['an executable named cv.pdf', bytes([0x7f, 0x00, 0x13, 0x37, 0x00, 0x01]), 'cv.pdf', 'application/pdf'],
    ['unknown binary declared video', bytes([0x00, 0x01, 0x02]), 'x.bin', 'video/mp4'],
    ['unknown binary named .pub', bytes([0x00, 0x01, 0x02]), 'x.pub', undefined],
    ['binary named .txt', bytes([0x01, 0x00, 0x02, 0x00]), 'notes.txt', 'text/plain'],
    ['binary declared csv', bytes([0x01, 0x00, 0x02, 0x00]), 'marks', 'text/csv'],
  ])('refuses %s: bytes nothing identifies are not taken for the declared type', async (_case, sample, name, mime) => {
    expect(await detectFileType({ bytes: sample, fileName: name, mimeType: mime })).toBeUndefined();
  });

  it.each([
    ['a Windows-1252 CSV', bytes([0x6e, 0x6f, 0x6d, 0x2c, 0xe9, 0x74, 0xe9, 0x0a]), 'notes.csv', undefined, 'csv'],
    ['a Windows-1252 note declared text/plain', bytes([0x63, 0x61, 0x66, 0xe9]), 'note', 'text/plain', 'txt'],
  ])('takes %s for the declared text type (csv and txt only)', async (_case, sample, name, mime, type) => {
    expect(await detectFileType({ bytes: sample, fileName: name, mimeType: mime })).toBe(type);
  });

  it('works without a file name', async () => {
    expect(await detectFileType({ bytes: bytes([0x00, 0x02, 0x03]) })).toBeUndefined();
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
