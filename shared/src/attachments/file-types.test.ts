import {
  AVATAR_TYPES,
  cloudDriveDownloadType,
  COVER_IMAGE_TYPES,
  IMAGE_TYPES,
  isImageType,
  isKnownUploadType,
  isPermittedType,
  isPreviewType,
  isSimilaritySupportedType,
  KNOWN_UPLOAD_TYPES,
  LOGO_TYPES,
  parsePermittedTypes,
  permittedUploadTypes,
  PREVIEW_TYPES,
  SIMILARITY_SUPPORTED_TYPES,
} from './file-types';

describe('type lists (spec 1 §9, spec 2 §5, spec 3 §5)', () => {
  it('lists the known upload types in the spec order', () => {
    expect(KNOWN_UPLOAD_TYPES.join(', ')).toBe(
      'mov, mp4, avi, bmp, csv, txt, zip, docx, ods, odp, pptx, odt, xlsx, doc, ppt, pub, xls, rtf, pdf, jpg, jpeg, tiff, png, gif, mp3, html, wav, ogg, wmv, wma, flv, mid',
    );
  });
  it('lists the similarity-supported types', () => {
    expect(SIMILARITY_SUPPORTED_TYPES.join(', ')).toBe(
      'pdf, doc, ppt, pps, xls, docx, pptx, ppsx, xlsx, ps, rtf, htm, html, wpd, odt, txt',
    );
  });
  it('lists the third-party-storage preview types', () => {
    expect(PREVIEW_TYPES.join(', ')).toBe(
      'doc, docx, odt, txt, rtf, pdf, xls, xlsx, ods, ppt, pptx, odp, mov, avi, mp4, wmv, mp3, wav, wma, jpg, jpeg, gif, tiff, png, bmp',
    );
  });
  it('lists image, cover, avatar and logo types', () => {
    expect(IMAGE_TYPES).toEqual(['jpg', 'jpeg', 'gif', 'tiff', 'png', 'bmp']);
    expect(COVER_IMAGE_TYPES).toEqual(['jpg', 'jpeg', 'png', 'bmp']);
    expect(AVATAR_TYPES).toEqual(['jpg', 'jpeg', 'png', 'bmp']);
    expect(LOGO_TYPES).toEqual(['jpg', 'jpeg', 'png', 'bmp']);
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

  it.each([
    ['any', { plagiarismEnabled: true, workflowRole: 'submitter' }, [...SIMILARITY_SUPPORTED_TYPES]],
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
