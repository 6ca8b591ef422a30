/**
 * Uploads straight to S3 (s3rver here) through a presigned POST, admitted only after the server read what
 * arrived (spec 1 §5, §7, §8; issue 14). The emulator enforces no policy, so these files really reach the
 * bucket and the admission is the only guard: each refusal is checked to have deleted the object.
 */
import { getAttachment, presignUpload, publishTemplate } from '@tessera/shared';
import { demoUserId } from '../support/fixtures';
import { invoke } from '../support/invoke';
import { createdTemplate, freshDemoFolder, uniqueName } from '../templates/support';
import { admit, fixture, isStored, postToStorage, presign, upload, type ErrorBody } from './support';

const pdf = fixture('lesson-plan.pdf');
const png = fixture('square-120.png');

/** A published template with an attachment component of the given configuration. */
async function templateWithAttachment(config: Record<string, unknown>) {
  const folder = await freshDemoFolder();
  const template = await createdTemplate(folder.id, uniqueName('Upload rules'), {
    page_templates: [
      {
        id: 'page-1',
        title: 'Evidence',
        components: [
          { component_id: 'attachment-1', type: 'attachment', label: 'Evidence', ...config },
          { component_id: 'text-1', type: 'textarea', label: 'Notes' },
        ],
      },
    ],
  });
  const published = await invoke(publishTemplate, { as: 'admin', path: { id: template.id }, body: { version: 1 } });
  expect(published.status).toBe(200);
  return template.id;
}

describe('presigning checks the declared file before signing (spec 1 §5, §7)', () => {
  it('signs a POST policy for one generated key under the organisation and the owner, with the size and type', async () => {
    const { status, body } = await presign('student', {
      file_name: 'Lesson plan (final).pdf',
      file_size: pdf.byteLength,
      file_type: 'application/pdf',
    });
    expect(status).toBe(200);
    expect(body.file_name).toBe('Lesson_plan__final_.pdf');
    expect(body.key).toMatch(/^org\/org_demo\/user\/[^/]+\/[0-9A-Z]{26}$/);
    expect(body.key).toBe(body.fields.key);
    expect(body.key.endsWith(body.upload_id)).toBe(true);
    expect(body.fields['Content-Type']).toBe('application/pdf');
    const policy = JSON.parse(Buffer.from(body.fields.Policy!, 'base64').toString('utf8')) as {
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, pdf.byteLength],
        ['eq', '$Content-Type', 'application/pdf'],
        { key: body.key },
      ]),
    );
    expect(body.max_bytes).toBe(pdf.byteLength);
  });

  it('refuses a file larger than the component’s maximum, in MB or GB, before signing (spec 1 §5)', async () => {
    const templateId = await templateWithAttachment({ file_type: 'pdf', maximum_size: 1 });
    const target = { template_id: templateId, component_id: 'attachment-1' };
    const tooBig = await presign('student', { file_name: 'big.pdf', file_size: 1024 * 1024 + 1, ...target });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({
      code: 'invalid file size',
      message: 'File size exceeds maximum size limit:1MB',
    });
    const defaults = await presign('student', { file_name: 'huge.pdf', file_size: 2049 * 1024 * 1024 });
    expect(defaults.body).toMatchObject({
      code: 'invalid file size',
      message: 'File size exceeds maximum size limit:2GB',
    });
  });

  it('refuses a type the component does not permit, naming the permitted ones, in English and Spanish', async () => {
    const templateId = await templateWithAttachment({ file_type: 'pdf, docx', maximum_size: 10 });
    const body = { file_name: 'slides.pptx', file_size: 2000, template_id: templateId, component_id: 'attachment-1' };
    const en = await presign('student', body);
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      code: 'invalid file type',
      message: 'Invalid file type. Permitted file types: pdf, docx',
      fields: { file: 'Invalid file type. Permitted file types: pdf, docx' },
    });
    const es = await presign('student', body, 'es');
    expect(es.body.message).toBe('Tipo de archivo no válido. Tipos de archivo permitidos: pdf, docx');
  });

  // Walkthrough (issue 21): a File Upload set to "Documents" refused every real file.
  it('takes real documents for a component set to a category ("Documents"), naming its types when refusing', async () => {
    const templateId = await templateWithAttachment({ file_type: 'document', maximum_size: 10 });
    const target = { template_id: templateId, component_id: 'attachment-1' };
    const signed = await presign('student', { file_name: 'lesson plan.pdf', file_size: pdf.byteLength, ...target });
    expect(signed.status).toBe(200);
    expect(await postToStorage(signed.body, pdf)).toBeLessThan(300);
    expect((await admit('student', signed.body.key)).status).toBe(201);
    expect((await presign('student', { file_name: 'essay.docx', file_size: 2000, ...target })).status).toBe(200);
    const photo = await presign('student', { file_name: 'photo.png', file_size: 2000, ...target });
    expect(photo.body).toMatchObject({
      code: 'invalid file type',
      message:
        'Invalid file type. Permitted file types: pdf, doc, docx, odt, rtf, txt, csv, xls, xlsx, ods, ppt, pptx, odp, pub',
    });
  });

  it('refuses unknown types even where any is permitted, and empty files (spec 1 §5, §9)', async () => {
    const exe = await presign('student', { file_name: 'setup.exe', file_size: 10 });
    expect(exe.body.code).toBe('invalid file type');
    const empty = await presign('student', { file_name: 'empty.pdf', file_size: 0 });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'invalid file size', message: 'The file is empty.' });
  });

  it('applies the image purposes’ own rules: the avatar’s sentences, 5 MB (spec 2 §5)', async () => {
    const gif = await presign('student', { file_name: 'me.gif', file_size: 100, purpose: 'avatar' });
    expect(gif.body.message).toBe('Invalid file type. Permitted file types: jpg, jpeg, png, bmp');
    const big = await presign('student', { file_name: 'me.png', file_size: 5 * 1024 * 1024 + 1, purpose: 'avatar' });
    expect(big.body.message).toBe('File size exceeds maximum size limit:5MB');
  });

  it('answers 404 for a component that does not exist, and refuses a component that takes no files', async () => {
    const templateId = await templateWithAttachment({});
    const missing = await presign('student', {
      file_name: 'a.pdf',
      file_size: 10,
      template_id: templateId,
      component_id: 'attachment-9',
    });
    expect(missing.status).toBe(404);
    const notFile = await presign('student', {
      file_name: 'a.pdf',
      file_size: 10,
      template_id: templateId,
      component_id: 'text-1',
    });
    expect(notFile.status).toBe(400);
    expect(notFile.body.message).toBe('This component does not take files.');
  });

  it('is 404 for anyone else’s files, and signs nothing', async () => {
    const other = await invoke(presignUpload, {
      as: 'faculty',
      path: { id: await demoUserId('student') },
      body: { file_name: 'a.pdf', file_size: 10 },
    });
    expect(other.status).toBe(404);
  });
});

describe('admission reads the stored object and admits only what its bytes show (spec 1 §5; issue 14)', () => {
  it('admits a PDF: real size, detected type, cleaned name, the storage total moved', async () => {
    const { signed, admitted } = await upload('student', 'Week 3/lesson plan.pdf', pdf, {
      file_type: 'application/pdf',
    });
    expect(admitted.status).toBe(201);
    expect(admitted.body).toMatchObject({
      id: signed.upload_id,
      filename: 'Week_3_lesson_plan.pdf',
      size: pdf.byteLength,
      type: 'pdf',
      content_type: 'application/pdf',
      can_delete: true,
      alternative_text: '',
      is_user_alt_text: false,
    });
    // Kept under a key of the admission's own: the upload's key holds nothing once it is admitted.
    expect(await isStored(signed.key)).toBe(false);
    const download = await fetch(admitted.body.public_url);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    const again = await admit('student', signed.key);
    expect(again.status).toBe(404);
  });

  it('keeps the alternative text given on admission (spec 1 §5)', async () => {
    const signed = await presign('student', {
      file_name: 'class.png',
      file_size: png.byteLength,
      purpose: 'imageModal',
    });
    await postToStorage(signed.body, png);
    const admitted = await admit('student', signed.body.key, { alternative_text: 'Pupils at work' });
    expect(admitted.body).toMatchObject({ type: 'png', alternative_text: 'Pupils at work', is_user_alt_text: true });
  });

  it.each([
    ['a PNG named .pdf', 'evidence.pdf', 'square-120.png', {}],
    ['a PDF named .png', 'photo.png', 'lesson-plan.pdf', { purpose: 'localImage' }],
    ['an HTML file named .jpg', 'photo.jpg', 'page.html', {}],
    ['a GIF that is also an HTML page (polyglot)', 'animation.gif', 'polyglot.gif', {}],
  ])('refuses and deletes %s: invalid file type', async (_label, name, file, declare) => {
    const bytes = fixture(file);
    const { signed, admitted } = await upload('student', name, bytes, declare);
    expect(admitted.status).toBe(400);
    expect((admitted.body as ErrorBody).code).toBe('invalid file type');
    expect(admitted.body.message).toMatch(/^Invalid file type\. Permitted file types: /);
    expect(await isStored(signed.key)).toBe(false);
    expect((await admit('student', signed.key)).status).toBe(404);
  });

  // Issue 21 (probe finding 7): bytes nothing identifies were admitted as whatever the browser declared.
  it.each([
    ['an executable named cv.pdf, declared a PDF', 'cv.pdf', { file_type: 'application/pdf' }],
    ['unidentified bytes named notes.txt', 'notes.txt', {}],
  ])('refuses and deletes %s: invalid file type', async (_label, name, declare) => {
    const binary = new Uint8Array(2048).map((_, index) => (index % 7 === 0 ? 0 : (index * 31) % 251));
    binary.set([0x7f, 0x13, 0x37, 0x00]);
    const { signed, admitted } = await upload('student', name, binary, declare);
    expect(admitted.status).toBe(400);
    expect(admitted.body).toMatchObject({ code: 'invalid file type' });
    expect(await isStored(signed.key)).toBe(false);
  });

  it('refuses and deletes a zero-byte file: invalid file size', async () => {
    const signed = await presign('student', { file_name: 'empty.txt', file_size: 10 });
    expect(await postToStorage(signed.body, new Uint8Array())).toBeLessThan(300);
    const admitted = await admit('student', signed.body.key);
    expect(admitted.status).toBe(400);
    expect(admitted.body).toMatchObject({ code: 'invalid file size', message: 'The file is empty.' });
    expect(await isStored(signed.body.key)).toBe(false);
  });

  it('refuses and deletes a file larger than declared (the emulator took it; the policy would not)', async () => {
    const signed = await presign('student', { file_name: 'lesson.pdf', file_size: 100, file_type: 'application/pdf' });
    await postToStorage(signed.body, pdf);
    const admitted = await admit('student', signed.body.key);
    expect(admitted.status).toBe(400);
    expect(admitted.body.code).toBe('invalid file size');
    expect(await isStored(signed.body.key)).toBe(false);
  });

  it.each([
    ['path separators', '../../etc/passwd.pdf', '.._.._etc_passwd.pdf'],
    ['a Windows path', 'C:\\Users\\ada\\plan.pdf', 'C__Users_ada_plan.pdf'],
    ['a NUL byte', 'plan\u0000.exe.pdf', 'plan_.exe.pdf'],
  ])('admits a name with %s under its cleaned form, stored under a generated key', async (_label, name, cleaned) => {
    const { signed, admitted } = await upload('student', name, pdf);
    expect(signed.file_name).toBe(cleaned);
    expect(signed.key).not.toContain('passwd');
    expect(admitted.status).toBe(201);
    expect(admitted.body.filename).toBe(cleaned);
  });

  it('cuts a 300-character name to 255, keeping the extension (spec 1 §9)', async () => {
    const { admitted } = await upload('student', `${'a'.repeat(296)}.pdf`, pdf);
    expect(admitted.body.filename).toHaveLength(255);
    expect(admitted.body.filename.endsWith('.pdf')).toBe(true);
  });

  it('is 404 for a key the caller was not signed for (another user’s upload, or an invented one)', async () => {
    const signed = await presign('student', { file_name: 'mine.pdf', file_size: pdf.byteLength });
    await postToStorage(signed.body, pdf);
    expect((await admit('faculty', signed.body.key)).status).toBe(404);
    expect((await admit('student', 'org/org_demo/user/x/01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
    expect((await admit('student', signed.body.key)).status).toBe(201);
  });

  it('says the file has not arrived when nothing was stored, and lets the upload be tried again', async () => {
    const signed = await presign('student', { file_name: 'late.pdf', file_size: pdf.byteLength });
    const early = await admit('student', signed.body.key);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('The file has not reached storage. Please upload it again.');
    await postToStorage(signed.body, pdf);
    expect((await admit('student', signed.body.key)).status).toBe(201);
  });
});

describe('what was admitted is what is served (issue 21, probe finding 6)', () => {
  it('signs the upload form for minutes, not an hour', async () => {
    const before = Date.now();
    const { body } = await presign('student', { file_name: 'soon.pdf', file_size: pdf.byteLength });
    const policy = JSON.parse(Buffer.from(body.fields.Policy!, 'base64').toString('utf8')) as { expiration: string };
    expect(Date.parse(policy.expiration) - before).toBeLessThanOrEqual(10 * 60 * 1000 + 5000);
    expect(body.expires_at).toBe(new Date(policy.expiration).toISOString());
  });

  it('keeps serving the checked PDF when the form is posted again with an HTML page', async () => {
    const { signed, admitted } = await upload('student', 'report.pdf', pdf, { file_type: 'application/pdf' });
    expect(admitted.status).toBe(201);
    // The form is still valid: the storage takes the page under the upload's key.
    expect(await postToStorage(signed, fixture('page.html'))).toBeLessThan(300);
    const fresh = await invoke<{ url: string; public_url: string }>(getAttachment, {
      as: 'student',
      path: { id: await demoUserId('student'), attachmentId: admitted.body.id },
    });
    for (const link of [fresh.body.url, fresh.body.public_url]) {
      const served = await fetch(link);
      expect(served.headers.get('content-type')).toBe('application/pdf');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);
    }
  });
});
