/**
 * Quotas and abuse (issue 14): the per-user storage total refuses uploads before signing and holds at
 * admission even for uploads signed at the same time; an upload never admitted is removed by the admission
 * timeout, which the test drives with a clock of its own instead of waiting. The supervisor's files are used
 * here so the total is moved by nothing else while it runs.
 */
import { USER_STORAGE_QUOTA_BYTES } from '@tessera/shared';
import { pendingUploadEntity } from '../../src/db/attachments/entities/pending-upload';
import { storageUsageEntity } from '../../src/db/attachments/entities/storage-usage';
import { getStorageUsage } from '../../src/db/attachments/attachments';
import { updateItem } from '../../src/db/items';
import { expireUploads } from '../../src/http/attachments/expire-uploads';
import { demoUserId } from '../support/fixtures';
import { admit, fixture, isStored, postToStorage, presign } from './support';

const pdf = fixture('lesson-plan.pdf');
let owner: { organizationId: string; ownerId: string };
let usedBefore = 0;

const setUsed = (usedBytes: number) =>
  updateItem(storageUsageEntity, owner, { set: { usedBytes, attachmentCount: 0 } }, { upsert: true });

beforeAll(async () => {
  owner = { organizationId: 'org_demo', ownerId: await demoUserId('supervisor') };
  usedBefore = (await getStorageUsage(owner.organizationId, owner.ownerId)).usedBytes;
});
afterAll(async () => {
  await setUsed(usedBefore);
});

describe('the per-user storage total (issue 14: uploads beyond limits refused before signing)', () => {
  it('refuses to sign a file that would pass the total, and signs one that fits exactly', async () => {
    await setUsed(USER_STORAGE_QUOTA_BYTES - 100);
    const refused = await presign('supervisor', { file_name: 'plan.pdf', file_size: 101 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'storage_quota_exceeded',
      message: 'Not enough storage space: 10 GB of 10 GB used. Delete files you no longer need, then try again.',
    });
    const es = await presign('supervisor', { file_name: 'plan.pdf', file_size: 101 }, 'es');
    expect(es.body.message).toMatch(/^No hay espacio de almacenamiento suficiente/);
    expect((await presign('supervisor', { file_name: 'plan.pdf', file_size: 100 })).status).toBe(200);
  });

  it('holds at admission: an upload signed while there was room is refused and deleted once the room is gone', async () => {
    await setUsed(0);
    const signed = await presign('supervisor', { file_name: 'plan.pdf', file_size: pdf.byteLength });
    expect(signed.status).toBe(200);
    await postToStorage(signed.body, pdf);
    await setUsed(USER_STORAGE_QUOTA_BYTES - 100);
    const admitted = await admit('supervisor', signed.body.key);
    expect(admitted.status).toBe(400);
    expect(admitted.body.code).toBe('storage_quota_exceeded');
    expect(await isStored(signed.body.key)).toBe(false);
    expect((await getStorageUsage(owner.organizationId, owner.ownerId)).usedBytes).toBe(USER_STORAGE_QUOTA_BYTES - 100);
  });
});

describe('an upload never admitted is removed (issue 14: the admission timeout)', () => {
  it('the sweep removes an expired upload’s object and record; it can no longer be admitted', async () => {
    await setUsed(0);
    const signed = await presign('supervisor', { file_name: 'forgotten.pdf', file_size: pdf.byteLength });
    await postToStorage(signed.body, pdf);
    // Not yet expired: the sweep leaves it.
    expect(await expireUploads(new Date(), { ownerId: owner.ownerId })).not.toContain(signed.body.key);
    expect(await isStored(signed.body.key)).toBe(true);
    const later = new Date(Date.now() + 3 * 60 * 60 * 1000);
    expect(await expireUploads(later, { ownerId: owner.ownerId })).toContain(signed.body.key);
    expect(await isStored(signed.body.key)).toBe(false);
    expect((await admit('supervisor', signed.body.key)).status).toBe(404);
  });

  it('admission itself refuses an expired upload and removes it, whether or not a sweep came', async () => {
    await setUsed(0);
    const signed = await presign('supervisor', { file_name: 'late.pdf', file_size: pdf.byteLength });
    await postToStorage(signed.body, pdf);
    await updateItem(
      pendingUploadEntity,
      { ...owner, uploadId: signed.body.upload_id },
      { set: { expiresAt: new Date(Date.now() - 1000).toISOString() } },
    );
    const answer = await admit('supervisor', signed.body.key);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('This upload was not found or has expired. Please upload the file again.');
    expect(await isStored(signed.body.key)).toBe(false);
  });
});
