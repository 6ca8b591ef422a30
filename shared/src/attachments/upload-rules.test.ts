import { message } from '../messages/index';
import {
  type AttachmentMessage,
  attachmentUploadRule,
  formatSizeLimit,
  IMAGE_UPLOAD_RULES,
  serverUploadErrorMessage,
  UPLOAD_FAILURE_MESSAGES,
  type UploadRule,
  validateCloudDriveFile,
  validateImageUpload,
  validateUpload,
} from './upload-rules';

const MB = 1024 * 1024;
const text = (result: AttachmentMessage | undefined): string | undefined =>
  result === undefined ? undefined : message(result.key, 'en', result.params);

describe('size limit text (spec 1 §5: MB, or GB from 1024 MB)', () => {
  it.each([
    [5, '5MB'],
    [30, '30MB'],
    [1023, '1023MB'],
    [1024, '1GB'],
    [1536, '1.5GB'],
    [2048, '2GB'],
    [1100, '1.07GB'],
  ])('%d MB → %s', (mb, limit) => {
    expect(formatSizeLimit(mb)).toBe(limit);
  });
});

describe('attachment upload validation (spec 1 §5)', () => {
  const anyRule: UploadRule = { permittedTypes: 'any', maximumMb: 2048 };
  const listRule: UploadRule = { permittedTypes: ['pdf', 'docx', 'pages'], maximumMb: 10 };

  it.each([
    [{ name: 'a.pdf', size: 10 * MB }, listRule, undefined],
    [{ name: 'a.pdf', size: 10 * MB + 1 }, listRule, 'File size exceeds maximum size limit:10MB'],
    [{ name: 'a.pdf', size: 2048 * MB + 1 }, anyRule, 'File size exceeds maximum size limit:2GB'],
    [{ name: 'a.png', size: 1 }, listRule, 'Invalid file type. Permitted file types: pdf, docx'],
    [{ name: 'a.pages', size: 1 }, listRule, 'Invalid file type. Permitted file types: pdf, docx'],
    [
      { name: 'a.exe', size: 1 },
      anyRule,
      expect.stringMatching(/^Invalid file type\. Permitted file types: mov, mp4, avi, .*, flv, mid$/),
    ],
    [
      { name: 'a.pages', size: 1 },
      { permittedTypes: ['pages'], maximumMb: 1 } as UploadRule,
      'Invalid file type. Permitted file types: pages',
    ],
    [
      { name: 'huge.bin', size: 5000 * MB },
      { permittedTypes: 'any', maximumMb: 0 } as UploadRule,
      expect.stringMatching(/^Invalid file type/),
    ],
    [{ name: 'huge.pdf', size: 5000 * MB }, { permittedTypes: 'any', maximumMb: 0 } as UploadRule, undefined],
  ])('%j against %j → %j', (file, rule, expected) => {
    expect(text(validateUpload(file, rule))).toEqual(expected);
  });

  it('checks size first, as the spec lists the rules (the first message shows, spec 1 §8)', () => {
    expect(validateUpload({ name: 'a.exe', size: 11 * MB }, listRule)?.key).toBe('attachments.size_exceeded');
  });

  it.each([
    [{}, {}, { permittedTypes: 'any', maximumMb: 2048 }],
    [{ file_type: 'pdf,docx', maximum_size: '20' }, {}, { permittedTypes: ['pdf', 'docx'], maximumMb: 20 }],
    [{ file_type: null, maximum_size: '' }, {}, { permittedTypes: 'any', maximumMb: 2048 }],
    [{ maximum_size: 'lots' }, {}, { permittedTypes: 'any', maximumMb: 2048 }],
    [{ maximum_size: -3 }, {}, { permittedTypes: 'any', maximumMb: 2048 }],
    [{ maximum_size: 0 }, {}, { permittedTypes: 'any', maximumMb: 0 }],
    [
      { file_type: ['png', 'pdf'], maximum_size: 5 },
      { plagiarismEnabled: true, workflowRole: 'submitter' },
      { permittedTypes: ['pdf'], maximumMb: 5 },
    ],
  ])('builds the rule of config %j in context %j', (config, context, rule) => {
    expect(attachmentUploadRule(config, context)).toEqual(rule);
  });

  it('takes real documents for a component set to "Documents", and names their extensions when refusing', () => {
    const rule = attachmentUploadRule({ file_type: 'document', maximum_size: 10 });
    expect(validateUpload({ name: 'lesson-plan.pdf', size: MB }, rule)).toBeUndefined();
    expect(validateUpload({ name: 'essay.docx', size: MB }, rule)).toBeUndefined();
    expect(text(validateUpload({ name: 'photo.png', size: MB }, rule))).toBe(
      'Invalid file type. Permitted file types: pdf, doc, docx, odt, rtf, txt, csv, xls, xlsx, ods, ppt, pptx, odp, pub',
    );
  });

  it('defaults to any type and 2048 MB (spec 1 §5)', () => {
    expect(attachmentUploadRule()).toEqual({ permittedTypes: 'any', maximumMb: 2048 });
  });
});

describe('image, cover, avatar and logo uploads (spec 1 §5, §9; spec 2 §5; spec 3 §5)', () => {
  it.each([
    ['imageModal', { name: 'a.tiff', size: 5 * MB }, undefined],
    ['imageModal', { name: 'a.gif', size: 5 * MB + 1 }, 'File size exceeds maximum size limit:5MB'],
    [
      'imageModal',
      { name: 'a.pdf', size: 1 },
      'Invalid file type. Permitted file types: jpg, jpeg, gif, tiff, png, bmp',
    ],
    ['localImage', { name: 'a.png', size: 30 * MB }, undefined],
    ['localImage', { name: 'a.png', size: 30 * MB + 1 }, 'File size exceeds maximum size limit:30MB'],
    ['multimedia', { name: 'a.bmp', size: 31 * MB }, 'File size exceeds maximum size limit:30MB'],
    ['cover', { name: 'a.gif', size: 1 }, 'Invalid file type. Permitted  file types: jpg, jpeg, png, bmp'],
    ['cover', { name: 'a.jpeg', size: 30 * MB + 1 }, 'File size exceeds maximum size limit:30MB'],
    ['cover', { name: 'a.JPG', size: 30 * MB }, undefined],
    ['avatar', { name: 'a.tiff', size: 1 }, 'Invalid file type. Permitted file types: jpg, jpeg, png, bmp'],
    ['avatar', { name: 'a.png', size: 5 * MB + 1 }, 'File size exceeds maximum size limit:5MB'],
    ['logo', { name: 'a.gif', size: 1 }, 'Invalid file type. Permitted file types: jpg, jpeg, png, bmp'],
    ['logo', { name: 'a.bmp', size: 6 * MB }, 'File size exceeds maximum size limit:5MB'],
    ['logo', { name: 'a.bmp', size: 5 * MB }, undefined],
  ] as const)('%s: %j → %j', (purpose, file, expected) => {
    expect(text(validateImageUpload(purpose, file))).toBe(expected);
  });

  it.each(['imageModal', 'localImage', 'multimedia'] as const)(
    'takes every image type in the %s, and refuses an .svg (spec 1 §5 "Image": jpg, jpeg, gif, tiff, png, bmp)',
    (purpose) => {
      for (const type of ['jpg', 'jpeg', 'gif', 'tiff', 'png', 'bmp', 'JPG'])
        expect([type, validateImageUpload(purpose, { name: `a.${type}`, size: 1 })]).toEqual([type, undefined]);
      expect(validateImageUpload(purpose, { name: 'a.svg', size: 1 })?.key).toBe('attachments.invalid_type');
    },
  );

  it.each(['cover', 'avatar', 'logo'] as const)(
    'takes a jpg, jpeg, png or bmp %s and refuses a gif, tiff or svg (spec 1 §9, spec 2 §5, spec 3 §5)',
    (purpose) => {
      for (const type of ['jpg', 'jpeg', 'png', 'bmp'])
        expect([type, validateImageUpload(purpose, { name: `a.${type}`, size: 1 })]).toEqual([type, undefined]);
      for (const type of ['gif', 'tiff', 'svg'])
        expect([type, validateImageUpload(purpose, { name: `a.${type}`, size: 1 })?.key]).toEqual([
          type,
          `attachments.${purpose === 'cover' ? 'cover' : 'avatar'}.invalid_type`,
        ]);
    },
  );
});

describe('server upload error keys (spec 1 §8, spec 2 §8, spec 3 §8)', () => {
  it.each([
    ['invalid file type', IMAGE_UPLOAD_RULES.cover, 'Invalid file type. Permitted  file types: jpg, jpeg, png, bmp'],
    ['invalid file size', IMAGE_UPLOAD_RULES.cover, 'File size exceeds maximum size limit:30MB'],
    [' Invalid File Size ', IMAGE_UPLOAD_RULES.avatar, 'File size exceeds maximum size limit:5MB'],
    [
      'invalid file type',
      { permittedTypes: ['pdf'], maximumMb: 1 } as UploadRule,
      'Invalid file type. Permitted file types: pdf',
    ],
    [
      'invalid file size',
      { permittedTypes: 'any', maximumMb: 2048 } as UploadRule,
      'File size exceeds maximum size limit:2GB',
    ],
    ['bucket on fire', IMAGE_UPLOAD_RULES.cover, undefined],
  ])('%j → %j', (key, rule, expected) => {
    expect(text(serverUploadErrorMessage(key, rule))).toBe(expected);
  });

  it('has the two client-side upload failures of spec 1 §8', () => {
    expect(message(UPLOAD_FAILURE_MESSAGES.presign)).toBe('Generate pre-sign url error, please try it again');
    expect(message(UPLOAD_FAILURE_MESSAGES.storage)).toBe('upload file to S3 error, please try it again');
  });
});

describe('cloud-drive files (spec 1 §5)', () => {
  const rule: UploadRule = { permittedTypes: ['pdf'], maximumMb: 1 };
  it.each([
    [{ name: 'My essay.pdf', size: 10 }, undefined, { fileName: 'My_essay.pdf' }],
    [{ name: 'photo.png', size: 10 }, 'EportfolioWorkflow', { fileName: 'photo.png' }],
    [
      { name: 'photo.png', size: 10 },
      'ShowcaseWorkflow',
      { fileName: 'photo.png', error: { key: 'attachments.invalid_type', params: { types: 'pdf' } } },
    ],
    [
      { name: 'tool.exe', size: 10 },
      'ShowcaseWorkflow',
      { fileName: 'tool.exe', error: { key: 'attachments.invalid_type', params: { types: 'pdf' } } },
    ],
    [
      { name: 'big.pdf', size: 2 * MB },
      undefined,
      { fileName: 'big.pdf', error: { key: 'attachments.size_exceeded', params: { limit: '1MB' } } },
    ],
    [
      { name: '  ', size: 1 },
      undefined,
      { fileName: '', error: { key: 'attachments.invalid_type', params: { types: 'pdf' } } },
    ],
  ])('%j in %s → %j', (file, workflow, result) => {
    expect(validateCloudDriveFile(file, rule, workflow)).toEqual(result);
  });
});
