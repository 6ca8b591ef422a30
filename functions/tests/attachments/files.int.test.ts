/**
 * The user's files after admission (spec 1 §3, §5–7): previous uploads filtered by size and type, one file
 * with short-lived links (never inline HTML), alternative text, delete only where can_delete, an
 * administrator's upload; anyone else's file is 404. The peer assessor's files are used here so the
 * storage total is not moved by other test files running at the same time.
 */
import {
  adminFileUpload,
  deleteAttachment,
  getAttachment,
  listAttachments,
  updateAttachment,
  USER_STORAGE_QUOTA_BYTES,
} from '@tessera/shared';
import {
  readAttachment as storedAttachment,
  recordAttachmentUse,
  releaseAttachmentUse,
} from '../../src/ports/attachments';
import { demoUserId } from '../support/fixtures';
import { invoke, countingRoundTrips } from '../support/invoke';
import {
  admit,
  fixture,
  isStored,
  postToStorage,
  upload,
  type Attachment,
  type ErrorBody,
  type PresignedUpload,
} from './support';

const pdf = fixture('lesson-plan.pdf');
const png = fixture('square-120.png');
const html = fixture('page.html');
const text = fixture('reflection.txt');

interface ListBody {
  items: Attachment[];
  storage: { used_bytes: number; quota_bytes: number; used: string; quota: string };
}

const list = async (query: Record<string, string> = {}, as: 'peer' | 'mentor' = 'peer') =>
  invoke<ListBody & ErrorBody>(listAttachments, { as, path: { id: await demoUserId('peer') }, query });

const one = async (attachmentId: string, as: 'peer' | 'mentor' | 'otherStudent' = 'peer') =>
  invoke<Attachment & ErrorBody>(getAttachment, {
    as,
    path: { id: await demoUserId('peer'), attachmentId },
  });

const admitted = async (name: string, bytes: Uint8Array) => {
  const { admitted: answer } = await upload('peer', name, bytes);
  expect(answer.status).toBe(201);
  return answer.body;
};

describe('previous uploads (spec 1 §7: GET /api/users/{id}/attachments with maximum_size and file_type)', () => {
  it('lists the caller’s files newest first with the storage total, in one read after the actor', async () => {
    const before = (await list()).body.storage.used_bytes;
    const first = await admitted('plan.pdf', pdf);
    const second = await admitted('photo.png', png);
    const { result, calls } = await countingRoundTrips(() => list());
    expect(result.status).toBe(200);
    const ids = result.body.items.map((item) => item.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(result.body.storage).toMatchObject({
      used_bytes: before + pdf.byteLength + png.byteLength,
      quota_bytes: USER_STORAGE_QUOTA_BYTES,
      quota: '10 GB',
    });
    // actor resolution without the organisation hint (2) + the one Query of the owner's partition
    expect(calls.filter((name) => name === 'QueryCommand')).toHaveLength(1);
    expect(calls.length).toBeLessThanOrEqual(3);
  });

  it('keeps only the permitted types and sizes the component allows', async () => {
    const doc = await admitted('plan.pdf', pdf);
    const image = await admitted('photo.png', png);
    const images = (await list({ file_type: 'jpg, png' })).body.items.map((item) => item.id);
    expect(images).toContain(image.id);
    expect(images).not.toContain(doc.id);
    const any = (await list({ file_type: 'any', maximum_size: '1' })).body.items.map((item) => item.id);
    expect(any).toEqual(expect.arrayContaining([doc.id, image.id]));
    // 0.0001 MB is about 105 bytes: the 236-byte PNG and the 585-byte PDF are both too large.
    const tiny = (await list({ maximum_size: '0.0001' })).body.items.map((item) => item.id);
    expect(tiny).not.toContain(doc.id);
    expect(tiny).not.toContain(image.id);
  });

  it('is 404 for anyone else’s list (the same organisation included)', async () => {
    expect((await list({}, 'mentor')).status).toBe(404);
  });
});

describe('one file with short-lived links (spec 1 §7; issue 14: nothing served inline as HTML)', () => {
  it('downloads a PDF under its cleaned name and shows it inline as application/pdf', async () => {
    const file = await admitted('Lesson plan.pdf', pdf);
    const { status, body } = await one(file.id);
    expect(status).toBe(200);
    const download = await fetch(body.public_url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Lesson_plan.pdf"');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    const preview = await fetch(body.url);
    expect(preview.headers.get('content-disposition')).toBe('inline; filename="Lesson_plan.pdf"');
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    await preview.arrayBuffer();
  });

  it('never shows an HTML upload inline: both links download it as bytes', async () => {
    const file = await admitted('notes.html', html);
    expect(file.type).toBe('html');
    for (const link of [file.url, file.public_url]) {
      const answer = await fetch(link);
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename="notes.html"');
      expect(answer.headers.get('content-type')).toBe('application/octet-stream');
      await answer.arrayBuffer();
    }
  });

  // Issue 21 (probe finding 1): links force the admitted type, download what is not an image, PDF, audio or
  // video, and say nosniff, so no browser reads a stored file as something else.
  it('says nosniff on every link, and serves text as a download of its admitted type, never inline', async () => {
    const file = await admitted('reflection.txt', text);
    expect(file.type).toBe('txt');
    for (const link of [file.url, file.public_url]) {
      const answer = await fetch(link);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename="reflection.txt"');
      expect(answer.headers.get('content-type')).toBe('text/plain');
      expect(new Uint8Array(await answer.arrayBuffer())).toEqual(text);
    }
    const shown = await fetch((await admitted('shown.pdf', pdf)).url);
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shown.headers.get('content-disposition')).toBe('inline; filename="shown.pdf"');
    await shown.arrayBuffer();
  });

  it('accepts ?activity and is 404 for another user of the organisation and for another organisation', async () => {
    const file = await admitted('plan.pdf', pdf);
    expect(
      (
        await invoke(getAttachment, {
          as: 'peer',
          path: { id: await demoUserId('peer'), attachmentId: file.id },
          query: { activity: 'activity_1' },
        })
      ).status,
    ).toBe(200);
    expect((await one(file.id, 'mentor')).status).toBe(404);
    expect((await one(file.id, 'otherStudent')).status).toBe(404);
    expect((await one('01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
  });
});

describe('alternative text (spec 1 §5, §7: update_attachment, at most 125 characters)', () => {
  const put = async (attachmentId: string, body: Record<string, unknown>, language = 'en') =>
    invoke<Attachment & ErrorBody>(updateAttachment, {
      as: 'peer',
      path: { id: await demoUserId('peer'), attachmentId },
      body,
      headers: { 'accept-language': language },
    });

  it('saves the text at the version read, and refuses a stale version with 409', async () => {
    const image = await admitted('photo.png', png);
    const saved = await put(image.id, { alternative_text: '  Pupils sorting fractions  ', version: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      alternative_text: 'Pupils sorting fractions',
      is_user_alt_text: true,
      version: 2,
    });
    const stale = await put(image.id, { alternative_text: 'Other', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'This file was changed by someone else. Reload it to see the changes, then try again.',
    );
    expect((await one(image.id)).body.alternative_text).toBe('Pupils sorting fractions');
  });

  it('refuses 126 characters with the field’s sentence, in Spanish too', async () => {
    const image = await admitted('photo.png', png);
    const long = await put(image.id, { alternative_text: 'a'.repeat(126) }, 'es');
    expect(long.status).toBe(400);
    expect(long.body.fields.alternative_text).toBeDefined();
    expect((await put(image.id, { alternative_text: 'a'.repeat(125) })).status).toBe(200);
  });
});

describe('delete only where can_delete (spec 1 §6)', () => {
  const remove = async (attachmentId: string, as: 'peer' | 'mentor' = 'peer') =>
    invoke<ErrorBody>(deleteAttachment, { as, path: { id: await demoUserId('peer'), attachmentId } });

  it('deletes an unused file: record, object and storage total', async () => {
    const file = await admitted('plan.pdf', pdf);
    const before = (await list()).body.storage.used_bytes;
    const key = (await storedAttachment('org_demo', await demoUserId('peer'), file.id))?.key as string;
    expect(await isStored(key)).toBe(true);
    expect((await remove(file.id, 'mentor')).status).toBe(404);
    expect((await remove(file.id)).status).toBe(200);
    expect(await isStored(key)).toBe(false);
    expect((await one(file.id)).status).toBe(404);
    expect((await list()).body.storage.used_bytes).toBe(before - pdf.byteLength);
  });

  it('refuses while something uses the file (can_delete false), and deletes once the use is released', async () => {
    const file = await admitted('plan.pdf', pdf);
    const key = { organizationId: 'org_demo', ownerId: await demoUserId('peer'), attachmentId: file.id };
    expect(await recordAttachmentUse(key)).toBe(true);
    expect((await one(file.id)).body.can_delete).toBe(false);
    const refused = await remove(file.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This file is in use and cannot be deleted.');
    expect(await releaseAttachmentUse(key)).toBe(true);
    expect(await releaseAttachmentUse(key)).toBe(false);
    expect((await remove(file.id)).status).toBe(200);
  });
});

describe('an administrator’s upload (spec 2 §7: POST /api/admin-file-upload, upload_file and target)', () => {
  it('signs an upload into the administrator’s own files, admitted like any other, with its target', async () => {
    const signed = await invoke<PresignedUpload & ErrorBody>(adminFileUpload, {
      as: 'admin',
      body: {
        file_name: 'handbook.pdf',
        file_size: pdf.byteLength,
        file_type: 'application/pdf',
        target: 'edtpa_resource',
      },
    });
    expect(signed.status).toBe(200);
    expect(signed.body.key).toContain(`/user/${await demoUserId('admin')}/`);
    await postToStorage(signed.body, pdf);
    const answer = await admit('admin', signed.body.key);
    expect(answer.status).toBe(201);
    expect(answer.body.filename).toBe('handbook.pdf');
  });

  it('refuses an unknown type before signing', async () => {
    const refused = await invoke<ErrorBody>(adminFileUpload, {
      as: 'admin',
      body: { file_name: 'tool.exe', file_size: 10, target: 'edtpa_resource' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('invalid file type');
  });
});
