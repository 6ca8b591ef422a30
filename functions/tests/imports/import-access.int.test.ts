/**
 * Who may sign, start and read imports (issue 24): a file's name and size checked before anything is signed,
 * a key started only by whom it was signed for (organisation, owner, kind), a log read by its starter and the
 * admins of its kind, another organisation's log 404, the list a page of the organisation's own logs.
 */
import {
  listImports,
  presignImportUpload,
  startImport,
  type ImportLogView,
  type PresignedUpload,
} from '@tessera/shared';
import { registerLocalQueuePort } from '../../src/adapters/queue-port';
import { postToStorage, upload as uploadAttachment } from '../attachments/support';
import { invoke } from '../support/invoke';
import {
  TestQueue,
  bytesOf,
  csv,
  freshOrganisation,
  readLog,
  uploadAndStart,
  type Admin,
  type ErrorBody,
} from './support';

const queue = new TestQueue();
beforeAll(() => queue.register());
afterAll(() => registerLocalQueuePort(undefined));

const FILE = csv([
  ['code', 'name', 'start_date', 'end_date'],
  ['Q1', 'Quarter one', '2031-01-01', '2031-03-31'],
]);

const presign = (as: Admin, body: Record<string, unknown>, language = 'en') =>
  invoke<PresignedUpload & ErrorBody>(presignImportUpload, {
    as,
    body: { kind: 'terms', ...body },
    headers: { 'accept-language': language },
  });
const start = (as: Admin, key: string, kind = 'terms') =>
  invoke<ImportLogView & ErrorBody>(startImport, { as, body: { kind, key } });

describe('import uploads and logs: who may', () => {
  it('signs only .csv files of 1 byte to 50 MB ("Invalid file type", the spec’s words)', async () => {
    const org = await freshOrganisation();
    const text = await presign(org.admin, { file_name: 'terms.txt', file_size: 10 });
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ code: 'invalid file type', message: 'Invalid file type' });
    expect((await presign(org.admin, { file_name: 'terms.csv', file_size: 10 }, 'es')).status).toBe(200);
    expect((await presign(org.admin, { file_name: 'terms.txt', file_size: 10 }, 'es')).body.message).toBe(
      'Tipo de archivo no válido',
    );
    expect((await presign(org.admin, { file_name: 'terms.csv', file_size: 0 })).body).toMatchObject({
      code: 'invalid file size',
      message: 'The file is empty.',
    });
    expect((await presign(org.admin, { file_name: 'terms.csv', file_size: 51 * 1024 * 1024 })).body).toMatchObject({
      code: 'invalid file size',
    });
    expect((await presign(org.admin, { file_name: 'terms.csv', file_size: 10, kind: 'nope' })).status).toBe(400);
    expect((await presign(org.faculty, { file_name: 'terms.csv', file_size: 10 })).status).toBe(403);
  });

  it('starts a key only for whom, where and what it was signed for; any other key is 404', async () => {
    const org = await freshOrganisation();
    const other = await freshOrganisation();
    const signed = await presign(org.admin, { file_name: 'terms.csv', file_size: FILE.length });
    expect(await postToStorage(signed.body, bytesOf(FILE))).toBeLessThan(300);
    const key = signed.body.key;
    // Another admin of the same organisation, an admin of another organisation, a key edited to name them.
    expect((await start(org.otherAdmin, key)).status).toBe(404);
    expect((await start(other.admin, key)).status).toBe(404);
    expect((await start(org.otherAdmin, key.replace(org.admin.userId, org.otherAdmin.userId))).status).toBe(404);
    expect((await start(other.admin, key.replace(org.organizationId, other.organizationId))).status).toBe(404);
    // A key of another purpose: an attachment the admin uploaded.
    const attachment = await uploadAttachment(org.admin, 'notes.csv', bytesOf(FILE), { file_type: 'text/csv' });
    expect((await start(org.admin, attachment.signed.key)).status).toBe(404);
    expect((await start(org.admin, 'imports/../../etc/passwd')).status).toBe(404);
    expect((await start(org.faculty, key)).status).toBe(403);
    // Its signer may, once; the same request again answers the same log, and starts nothing more.
    const first = await start(org.admin, key);
    expect(first.status).toBe(202);
    const again = await start(org.admin, key);
    expect(again.status).toBe(202);
    expect(again.body.id).toBe(first.body.id);
    await queue.drain(first.body.id);
    expect((await start(org.admin, key)).body).toMatchObject({ id: first.body.id, status: 'finished' });
    expect(queue.sent.filter((message) => message.jobId === first.body.id)).toEqual([]);
  });

  it('refuses to start a signed key whose file has not arrived, and changes nothing', async () => {
    const org = await freshOrganisation();
    const signed = await presign(org.admin, { file_name: 'terms.csv', file_size: 100 });
    const refused = await start(org.admin, signed.body.key);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The file has not finished uploading. Try again once the upload is complete.');
    expect(await postToStorage(signed.body, bytesOf(FILE))).toBeLessThan(300);
    expect((await start(org.admin, signed.body.key)).status).toBe(202);
  });

  it('lets its starter and the organisation’s admins read a log; another organisation gets 404', async () => {
    const org = await freshOrganisation();
    const other = await freshOrganisation();
    const { started } = await uploadAndStart(org.admin, 'terms.csv', bytesOf(FILE));
    await queue.drain(started.body.id);
    expect((await readLog(org.admin, started.body.id)).status).toBe(200);
    expect((await readLog(org.otherAdmin, started.body.id)).status).toBe(200);
    expect((await readLog(other.admin, started.body.id)).status).toBe(404);
    expect((await readLog(org.faculty, started.body.id)).status).toBe(403);

    const list = (as: Admin, cursor?: string) =>
      invoke<{ items: ImportLogView[]; next_cursor: string | null }>(listImports, {
        as,
        query: { kind: 'terms', ...(cursor ? { cursor } : {}) },
      });
    const second = await uploadAndStart(org.otherAdmin, 'more.csv', bytesOf(FILE));
    const mine = await list(org.admin);
    expect(mine.status).toBe(200);
    // Newest first: the other admin's (still waiting), then this one's.
    expect(mine.body.items.map((log) => [log.id, log.status])).toEqual([
      [second.started.body.id, 'created'],
      [started.body.id, 'finished'],
    ]);
    expect((await list(other.admin)).body.items).toEqual([]);
    expect((await list(org.admin, 'bm90LWEtY3Vyc29y')).status).toBe(400);
  });
});
