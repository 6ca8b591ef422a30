import {
  FILE_TYPE_CATEGORIES,
  KNOWN_UPLOAD_TYPES,
  acceptAttribute,
  cloudDriveDownloadType,
  isImageType,
  isKnownUploadType,
  isPermittedType,
  isPreviewType,
  isSimilaritySupportedType,
  parsePermittedTypes,
  permittedUploadTypes,
} from './file-types';

/** The lists of spec 1 §9 and §5, as the spec writes them. */
const KNOWN =
  'mov mp4 avi bmp csv txt zip docx ods odp pptx odt xlsx doc ppt pub xls rtf pdf jpg jpeg tiff png gif mp3 html wav ogg wmv wma flv mid';
const SIMILARITY = 'pdf doc ppt pps xls docx pptx ppsx xlsx ps rtf htm html wpd odt txt';
const PREVIEW =
  'doc docx odt txt rtf pdf xls xlsx ods ppt pptx odp mov avi mp4 wmv mp3 wav wma jpg jpeg gif tiff png bmp';
const IMAGE = 'jpg jpeg gif tiff png bmp';
const spaced = (list: string): string[] => list.split(' ');

describe('type lists (spec 1 §5, §9)', () => {
  it.each(spaced(KNOWN))('knows a .%s upload (spec 1 §9 known upload types)', (type) => {
    expect(isKnownUploadType(`file.${type}`)).toBe(true);
    expect(isKnownUploadType(`FILE.${type.toUpperCase()}`)).toBe(true);
  });

  it.each(['svg', 'tif', 'webp', 'heic', 'exe', 'js', 'docm', 'pps', 'htm', 'm4a', 'mkv'])(
    'does not know a .%s upload',
    (type) => {
      expect(isKnownUploadType(`file.${type}`)).toBe(false);
    },
  );

  it.each(spaced(SIMILARITY))('sends a .%s file to the similarity service (spec 1 §9)', (type) => {
    expect(isSimilaritySupportedType(`essay.${type}`)).toBe(true);
  });

  it.each(['png', 'jpg', 'csv', 'zip', 'mp4', 'odp', 'xlsm', 'pages'])(
    'does not send a .%s file to the similarity service',
    (type) => {
      expect(isSimilaritySupportedType(`essay.${type}`)).toBe(false);
    },
  );

  it.each(spaced(PREVIEW))('previews a .%s file in third-party storage (spec 1 §9)', (type) => {
    expect(isPreviewType(`file.${type}`)).toBe(true);
  });

  it.each(['zip', 'csv', 'html', 'pub', 'flv', 'ogg', 'mid', 'svg'])(
    'does not preview a .%s file in third-party storage',
    (type) => {
      expect(isPreviewType(`file.${type}`)).toBe(false);
    },
  );

  it.each(spaced(IMAGE))('accepts a .%s image (spec 1 §5 "Image")', (type) => {
    expect(isImageType(`photo.${type}`)).toBe(true);
  });

  it.each(['svg', 'tif', 'webp', 'heic', 'ico', 'pdf', 'psd'])('does not take a .%s file for an image', (type) => {
    expect(isImageType(`photo.${type}`)).toBe(false);
  });

  it.each([
    ['a.PDF', true, true, true, false],
    ['a.pps', false, true, false, false],
    ['a.mov', true, false, true, false],
    ['a.gif', true, false, true, true],
    ['a.exe', false, false, false, false],
    ['a', false, false, false, false],
  ])('%s: known %s, similarity %s, preview %s, image %s', (name, known, similarity, preview, image) => {
    expect(isKnownUploadType(name)).toBe(known);
    expect(isSimilaritySupportedType(name)).toBe(similarity);
    expect(isPreviewType(name)).toBe(preview);
    expect(isImageType(name)).toBe(image);
  });
});

describe('permitted types (spec 1 §5)', () => {
  it.each([
    [undefined, 'any'],
    [null, 'any'],
    ['', 'any'],
    ['any', 'any'],
    ['pdf, any', 'any'],
    ['pdf, .DOCX ,pdf', ['pdf', 'docx']],
    [
      ['PNG', ' .jpg', ''],
      ['png', 'jpg'],
    ],
  ])('reads file_type %j as %j', (value, permitted) => {
    expect(parsePermittedTypes(value)).toEqual(permitted);
  });

  // Walkthrough (issue 21): File Upload set to "Documents" refused every real file, the category's name being
  // checked as an extension.
  it.each([
    ['document', ['pdf', 'doc', 'docx', 'odt', 'rtf', 'txt', 'csv', 'xls', 'xlsx', 'ods', 'ppt', 'pptx', 'odp', 'pub']],
    ['image', spaced(IMAGE)],
    ['video', ['mov', 'mp4', 'avi', 'wmv', 'flv']],
    ['audio', ['mp3', 'wav', 'ogg', 'wma', 'mid']],
    ['Image, pdf', [...spaced(IMAGE), 'pdf']],
    [
      ['audio', 'mp3', 'zip'],
      ['mp3', 'wav', 'ogg', 'wma', 'mid', 'zip'],
    ],
  ])('reads the category file_type %j as its extensions', (value, permitted) => {
    expect(parsePermittedTypes(value)).toEqual(permitted);
  });

  it.each([
    ['essay.docx', 'document', true],
    ['marks.CSV', 'document', true],
    ['photo.png', 'document', false],
    ['page.html', 'document', false],
    ['photo.jpeg', 'image', true],
    ['clip.mp4', 'video', true],
    ['song.mp3', 'video', false],
    ['song.wav', 'audio', true],
  ])('%s is permitted by the category %s: %s', (name, category, expected) => {
    expect(isPermittedType(name, parsePermittedTypes(category))).toBe(expected);
  });

  it('holds only known upload types in its categories', () => {
    for (const types of Object.values(FILE_TYPE_CATEGORIES))
      for (const type of types) expect(KNOWN_UPLOAD_TYPES).toContain(type);
  });

  it.each([
    ['document', '.pdf,.doc,.docx,.odt,.rtf,.txt,.csv,.xls,.xlsx,.ods,.ppt,.pptx,.odp,.pub'],
    ['image', '.jpg,.jpeg,.gif,.tiff,.png,.bmp'],
    ['pdf, exe', '.pdf'],
    ['exe', ''],
  ])('offers the file chooser %j as %j', (value, accept) => {
    expect(acceptAttribute(parsePermittedTypes(value))).toBe(accept);
  });

  it('offers every known type to a component that permits any', () => {
    expect(acceptAttribute('any').split(',')).toEqual(KNOWN_UPLOAD_TYPES.map((type) => `.${type}`));
  });

  it.each([
    ['any', { plagiarismEnabled: true, workflowRole: 'submitter' }, spaced(SIMILARITY)],
    [['pdf', 'png', 'docx'], { plagiarismEnabled: true, workflowRole: 'intern' }, ['pdf', 'docx']],
    [['pdf', 'png'], { plagiarismEnabled: true, workflowRole: 'supervisor' }, ['pdf', 'png']],
    [['pdf', 'png'], { plagiarismEnabled: false, workflowRole: 'submitter' }, ['pdf', 'png']],
    ['any', {}, 'any'],
  ] as const)('filters %j for %j to similarity-supported types', (fileType, context, permitted) => {
    expect(permittedUploadTypes(fileType, context)).toEqual(permitted);
  });

  it('filters nothing without a context', () => {
    expect(permittedUploadTypes(['png'])).toEqual(['png']);
  });

  it.each([
    ['a.pdf', 'any', true],
    ['a.PDF', ['pdf'], true],
    ['a.png', ['pdf'], false],
  ] as const)('%s permitted by %j: %s', (name, permitted, expected) => {
    expect(isPermittedType(name, permitted)).toBe(expected);
  });
});

describe('cloud documents convert to pdf (spec 1 §9)', () => {
  it.each([
    [{ name: 'Budget', kind: 'spreadsheet' }, 'pdf'],
    [{ name: 'Essay', kind: 'document' }, 'pdf'],
    [{ name: 'Deck', kind: 'presentation' }, 'pdf'],
    [{ name: 'Sketch', kind: 'drawing' }, 'pdf'],
    [{ name: 'photo.JPG' }, 'jpg'],
    [{ name: 'clip.mp4', kind: 'file' }, 'mp4'],
  ])('%j downloads as %s', (file, type) => {
    expect(cloudDriveDownloadType(file)).toBe(type);
  });
});
